import type { Preview } from '@storybook/react-vite';
import '../src/theme.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color|colour)$/i } },
  },
};

export default preview;
