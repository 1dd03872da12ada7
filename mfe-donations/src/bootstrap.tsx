import { StandaloneApp } from '@temple/shared/app-frame';
import { startApp } from '@temple/shared/ui-base';
import { LOCAL_MODULES } from './app/local-modules';

void startApp(() => <StandaloneApp remote="mfe_donations" />, LOCAL_MODULES);
