import { describe, expect, it } from 'vitest';
import { findHomeAddresses } from './home-addresses.js';
import { normalizeText } from './normalize.js';

const addresses = (text: string) => findHomeAddresses(normalizeText(text).plain).map(({ signal, excerpt }) => [signal, excerpt]);

describe('findHomeAddresses finds the addresses the street-address rule leaves', () => {
  it.each([
    ['a British street word that is also an everyday word', 'we live at 9 Meadow View, Cressbrook, come by', 'street_address', 'at 9 meadow view'],
    ['an address after a colon', 'send a card: 22 Lark Rise, Tolworth', 'street_address', ': 22 lark rise'],
    ['a numbered American street', "I'm at 220 East 14th St most nights", 'street_address', '220 east 14th st'],
    ['a room in halls', 'im in Whitmore halls, block d room 112, come say hi', 'room_number', 'halls, block d room 112'],
    ['a room number before the halls', 'room 12b in Castle Road halls', 'room_number', 'room 12b in castle road halls'],
  ])('%s', (_label, text, signal, excerpt) => {
    expect(addresses(text)).toEqual([[signal, excerpt]]);
  });

  it.each([
    ['a walk', "it's a 5 min walk from mine"],
    ['an everyday way', 'the 80s were a strange way to grow up'],
    ['buses each way', 'two hours, 2 buses each way'],
    ['a shot', 'missed a 2 shot close game'],
    ['a hospital room', 'they moved dad to room 4 last night'],
    ['halls without a room', 'i hated living in halls first year'],
  ])('%s', (_label, text) => {
    expect(addresses(text)).toEqual([]);
  });
});
