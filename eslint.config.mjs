import nx from '@nx/eslint-plugin';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  { ignores: ['**/dist', '**/node_modules', '**/storybook-static', '**/.nx', '**/*.timestamp*'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:dsl', onlyDependOnLibsWithTags: ['scope:dsl'] },
            { sourceTag: 'scope:games', onlyDependOnLibsWithTags: ['scope:dsl'] },
            { sourceTag: 'scope:ui', onlyDependOnLibsWithTags: ['scope:dsl'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:dsl', 'scope:games'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:dsl', 'scope:games', 'scope:ui'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:dsl', 'scope:games', 'scope:server'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // With noUncheckedIndexedAccess, `!` after a checked index is the idiom, not a smell.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Build and test configuration is tooling, not a project's code: it shares the workspace's build helpers in
    // scripts/ (the source condition, the package build), which belong to no project.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/tsdown.config.ts', '**/build-package.ts', '**/.storybook/main.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
