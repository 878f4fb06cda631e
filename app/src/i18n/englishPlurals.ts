// Texts with a count are plural families: the code writes the English plural (the `_other` form)
// as the key and passes `count`; en-US.json gets `<key>_one` and `<key>_other`, and each locale
// has a form for every category of its Intl.PluralRules. English's singular forms live here.

/** `_other` English text (the key in code) → its `_one` form. */
export const ENGLISH_PLURALS: Readonly<Record<string, string>> = {
  '%blocks% blocks': '%blocks% block',
  '%count% Custom Tokens': '%count% Custom Token',
  '%count% data points from %low% to %high%, latest %latest%':
    '%count% data point from %low% to %high%, latest %latest%',
  '%count% invalid votes are not counted': '%count% invalid vote is not counted',
  '%count% members': '%count% member',
  '%count% tickets': '%count% ticket',
  '%count% tokens': '%count% token',
  '%each% FLASK each · %count% winning tickets': '%each% FLASK each · %count% winning ticket',
  '%points% points': '%points% point',
  '%points% points added to your profile': '%points% point added to your profile',
  'Bet history is delayed: the indexer is %blocks% blocks behind the chain. The latest rounds come from the chain.':
    'Bet history is delayed: the indexer is %blocks% block behind the chain. The latest rounds come from the chain.',
  'Buy %count% lottery tickets in round #%round%': 'Buy %count% lottery ticket in round #%round%',
  'Claim %count% winning tickets of round #%round%': 'Claim %count% winning ticket of round #%round%',
  'Data is delayed: the indexer is %blocks% blocks behind the chain.':
    'Data is delayed: the indexer is %blocks% block behind the chain.',
  'Ends in %blocks% blocks (~%clock%)': 'Ends in %blocks% block (~%clock%)',
  'in %blocks% blocks (~%clock%)': 'in %blocks% block (~%clock%)',
  'Live for %blocks% blocks, since block %block%. The battle runs until the admin closes it.':
    'Live for %blocks% block, since block %block%. The battle runs until the admin closes it.',
  'Locks in %blocks% blocks (~%clock%)': 'Locks in %blocks% block (~%clock%)',
  'Needs %points% points': 'Needs %points% point',
  'Needs %points% points · %cost% FLASK': 'Needs %points% point · %cost% FLASK',
  'Once the battle is live, trade on the %count% eligible pairs: your USD volume counts for your team.':
    'Once the battle is live, trade on the %count% eligible pair: your USD volume counts for your team.',
  'Teams are ranked by the volume of their top %count% traders.':
    'Teams are ranked by the volume of their top %count% trader.',
  'Winning line: the top %count% bidders win a farm': 'Winning line: the top %count% bidder wins a farm',
};

const englishRules = new Intl.PluralRules('en-US');

/** The English text of `key` for `count`: its singular form where English says "one". */
export function englishText(key: string, count: number | undefined): string {
  const singular = ENGLISH_PLURALS[key];
  return singular !== undefined && count !== undefined && englishRules.select(count) === 'one' ? singular : key;
}
