import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import '../src/theme.css';
import { loadDragKit } from '../src/GameBoard/lazy-drag';

const preview: Preview = {
  // A Docs page (description, props table from the types, every story) for every component.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color|colour)$/i } },
    options: { storySort: { order: ['Introduction', 'Tokens', 'Games', '*'] } },
  },
  // The kit's two token sets: "auto" follows the OS (as the live page does); light/dark force one (data-theme).
  globalTypes: {
    theme: {
      description: 'Colour scheme of the kit',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['auto', 'light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'auto' },
  // The drag kit is fetched before a story draws, as the match page fetches it as soon as a seat sits down: a board
  // that gets it after its first drawing draws its table again, which would drop a choice a play test had just made.
  loaders: [
    async () => {
      await loadDragKit();
      return {};
    },
  ],
  decorators: [
    (Story, { globals, parameters }) => {
      const theme = (parameters['theme'] as string | undefined) ?? (globals['theme'] as string | undefined) ?? 'auto';
      return createElement('div', theme === 'auto' ? {} : { 'data-theme': theme, style: { background: 'var(--dh-bg)', color: 'var(--dh-fg)' } }, createElement(Story));
    },
  ],
};

export default preview;
