/** FlaskCollectibleFactory.collectibles(bunnyId), as read on chain. */
export interface FactoryTerms {
  thresholdUser: bigint;
  flaskCost: bigint;
  isActive: boolean;
  isCreated: boolean;
}

/** The account's standing for one design: may it claim, has it claimed. */
export interface ClaimStanding {
  canClaim: boolean;
  hasClaimed: boolean;
}

/** A design's key: its collection and bunny id. */
export const designKey = (collection: string, bunnyId: number) => `${collection.toLowerCase()}:${bunnyId}`;
