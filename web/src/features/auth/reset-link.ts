import { screenPaths } from '../../config/screen-paths';

/** `/auth?esqueci` opens the sign-in page on its "Esqueci minha senha" form. */
export const RESET_PARAM = 'esqueci';
export const resetRequestPath = `${screenPaths.auth}?${RESET_PARAM}`;
