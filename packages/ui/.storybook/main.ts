import type { StorybookConfig } from '@storybook/react-vite';
import { gameGallery } from './game-gallery';
import { sourceCondition } from '../../../scripts/source-condition';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Props tables from the components' TypeScript types.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (vite) => ({ ...vite, plugins: [sourceCondition(), ...(vite.plugins ?? []), gameGallery()] }),
};

export default config;
