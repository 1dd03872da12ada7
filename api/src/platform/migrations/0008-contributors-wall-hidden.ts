/**
 * The operator's say over the public contributors wall: a donation taken off it (a name
 * that is spam or a lure) stays paid and counted in the totals, and the donor's own choice
 * (show_in_contributors) is kept, so putting it back restores exactly what they asked for.
 */
export const contributorsWallHidden = `
ALTER TABLE donations ADD COLUMN hidden_from_contributors boolean NOT NULL DEFAULT false;
`;
