// The indexer keeps hour and day periods by their start, a 32-bit unix time (an integer column).

/** The latest period start the index can hold; a later `since` is refused. */
export const MAX_PERIOD_START = 2 ** 31 - 1;

/** A `since` after every period: a token or pair row comes without its hours. */
export const SINCE_NO_HOURS = MAX_PERIOD_START;
