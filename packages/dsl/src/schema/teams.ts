/** `teams:`: partnerships fixed by seat. */
import { z } from 'zod';

export const TeamsSpec = z
  .strictObject({
    count: z.number().int().min(1).max(32).optional().meta({ description: 'how many teams (every allowed player count must split evenly)' }),
    size: z.number().int().min(1).max(32).optional().meta({ description: 'or: seats per team (the number of teams follows from the table)' }),
    seating: z
      .enum(['alternate', 'blocks'])
      .optional()
      .meta({ description: 'alternate (default): seats go round the teams, so partners sit opposite (0 and 2 against 1 and 3); blocks: neighbours play together (0 and 1 against 2 and 3)' }),
    names: z
      .array(z.string().trim().min(1).max(60))
      .min(1)
      .optional()
      .meta({ description: 'what the log and the end screen call each team, team 0 first (default: its members, "Ada and Cy")' }),
  })
  .meta({
    description:
      'Partnerships: the seats split into teams fixed by seat. team(seat), partner(seat) and members(team) read them; a variable with scope: team keeps one value per team; an end may name a winning team (team:).',
  });
