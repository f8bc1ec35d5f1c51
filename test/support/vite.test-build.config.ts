import { type ConfigEnv, mergeConfig } from 'vite';
import appConfig from '../../vite.config';

// The app's build config without `.env` files: a developer's own `.env` (the real API's settings) must
// not turn the test, bench and screenshot builds away from the sandbox. buildApp gives the settings.
export default (env: ConfigEnv) => mergeConfig(appConfig(env), { envDir: false });
