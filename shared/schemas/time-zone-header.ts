/** The header a member's client sends with every request: their IANA time zone, for streak days. */
export const TIME_ZONE_HEADER = 'x-kindred-time-zone';
