import { startApp } from '@temple/shared/ui';
import { App } from './app/app';

void startApp(App);
