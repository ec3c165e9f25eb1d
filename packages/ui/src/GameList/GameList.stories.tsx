import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtures } from '../fixtures';
import { GameList, type GameSummary } from './GameList';

// From the real games' defs (fixtures): name, player range, options.
const games: GameSummary[] = [fixtures.bagPlay, fixtures.buildUpPlay, fixtures.artOfArgumentPick, fixtures.wordaroundRace].map(({ def }) => ({
  id: def.id,
  name: def.name,
  players: def.players,
  options: def.options,
}));

const meta = {
  title: 'Lobby/GameList',
  component: GameList,
  args: { games, onCreate: fn() },
} satisfies Meta<typeof GameList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateWithDefaults: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('listitem')).toHaveLength(4);
    const bag = within(c.getByRole('form', { name: 'New Bag match' }));
    await userEvent.selectOptions(bag.getByRole('combobox', { name: 'Players' }), '4');
    await userEvent.click(bag.getByRole('checkbox', { name: 'Anyone may name two' }));
    await userEvent.click(bag.getByRole('button', { name: 'Create Bag match' }));
    await expect(args.onCreate).toHaveBeenCalledWith('bag', { numPlayers: 4, setupData: { anyoneMayNameTwo: true } });
  },
};

export const ValidationMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const form = within(c.getByRole('form', { name: 'New Build Up match' }));
    const size = form.getByRole('spinbutton', { name: 'Stockpile size' });
    await userEvent.clear(size);
    await userEvent.type(size, '20');
    await expect(form.getByRole('alert')).toHaveTextContent('Must be between 1 and 15');
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(form.getByRole('button', { name: 'Create Build Up match' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(size);
    await userEvent.type(size, '8');
    await expect(form.queryByRole('alert')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Create Build Up match' }));
    await expect(args.onCreate).toHaveBeenCalledWith('build-up', { numPlayers: 2, setupData: { stockpileSize: 8 } });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create Bag match' })).toBeDisabled();
  },
};
