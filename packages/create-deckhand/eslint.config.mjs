import baseConfig from '../../eslint.config.mjs';

// templates/ is written by build.mjs from tools/templates/starter: the game folder's files, not this package's code.
export default [{ ignores: ['templates/**'] }, ...baseConfig];
