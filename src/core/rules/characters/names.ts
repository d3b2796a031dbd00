// NPC names in the spirit of GRIT 3.2 ("Doug the Destroyer, Clive the Cleaver,
// Bert the Bad"): a first name and an epithet sharing the first letter.
const FIRST_NAMES = [
  'Abe', 'Agnes', 'Bert', 'Bess', 'Clive', 'Cora', 'Doug', 'Dot', 'Ed', 'Ethel', 'Fred', 'Flo',
  'Gus', 'Gert', 'Hank', 'Hilda', 'Ike', 'Ida', 'Jed', 'Joan', 'Ken', 'Kit', 'Len', 'Lou',
  'Mort', 'Mabel', 'Ned', 'Nell', 'Olaf', 'Olive', 'Pete', 'Peg', 'Rex', 'Ruth', 'Stan', 'Sal',
  'Ted', 'Tess', 'Vic', 'Vera', 'Walt', 'Wanda',
];
const EPITHETS = [
  'Axe', 'Angry', 'Bad', 'Brute', 'Butcher', 'Cleaver', 'Crusher', 'Cruel', 'Destroyer', 'Dreadful',
  'Eager', 'Eye-Gouger', 'Fang', 'Fearsome', 'Grim', 'Gouger', 'Hammer', 'Horrible', 'Impaler', 'Ironfist',
  'Jackal', 'Jawbreaker', 'Knuckle', 'Killer', 'Lurker', 'Lash', 'Mauler', 'Menace', 'Nasty', 'Nightmare',
  'Ogre', 'Outlaw', 'Pummeller', 'Poisoner', 'Ripper', 'Ruthless', 'Slasher', 'Savage', 'Terrible', 'Thug',
  'Vile', 'Vulture', 'Wrecker', 'Wicked',
];

export const NAME_INITIALS: string[] = [...new Set(FIRST_NAMES.map((n) => n[0]))].filter((c) =>
  EPITHETS.some((e) => e[0] === c),
);

export function namesStarting(initial: string): { first: string[]; epithets: string[] } {
  return {
    first: FIRST_NAMES.filter((n) => n[0] === initial),
    epithets: EPITHETS.filter((e) => e[0] === initial),
  };
}
