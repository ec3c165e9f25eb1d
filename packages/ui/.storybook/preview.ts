import type { Preview } from '@storybook/react-vite';
import '../src/theme.css';

const preview: Preview = {
  // A Docs page (description, props table from the types, every story) for every component.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color|colour)$/i } },
    options: { storySort: { order: ['Introduction', 'Tokens', 'Games', '*'] } },
  },
};

export default preview;
