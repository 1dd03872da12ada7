import { startApp } from '@temple/shared/ui-base';
import { App } from './app/app';

void startApp(App);
