import { Anchor, Card, Paper, Text } from '@mantine/core';

/**
 * The classes of Mantine's Card for an element drawn without it (decision 134): its own hashed classes, which carry
 * the look, and its static ones, which the keyboard's focus ring (decision 116) and the journeys find it by. The
 * element adds `data-with-border` and sets the card's padding and radius in its own class.
 */
export const plainCardClasses = `${Paper.classes.root} mantine-Paper-root ${Card.classes.root} mantine-Card-root`;

/**
 * The classes of Mantine's Anchor for a link drawn without it (decision 134), with its keyboard focus ring. The link
 * adds `data-underline="hover"` and sets its size in its own class.
 */
export const plainAnchorClasses = `mantine-focus-auto ${Text.classes.root} ${Anchor.classes.root}`;
