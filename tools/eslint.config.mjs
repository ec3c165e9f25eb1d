import baseConfig from '../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The consumer test's app is an outside project: it installs our packages from their tarballs, not the workspace.
    files: ['test/consumer/app/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
