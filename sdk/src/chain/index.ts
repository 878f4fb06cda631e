// Chains as data: ids, the deployment manifest's types, and the chain config built from it. The
// manifest's zod schema is its own entry, `@flaskswap/sdk/manifest`, so the app's bundle carries no
// validator: the app's build validates the manifests it embeds (app/vite-plugins/deployments.ts).
export * from './blockTime.ts';
export * from './config.ts';
export * from './constants.ts';
export * from './gas.ts';
export * from './logScan.ts';
export type {
  IfoVersion,
  Manifest,
  ManifestAuction,
  ManifestAuctionBidder,
  ManifestCompetition,
  ManifestCompetitionPair,
  ManifestFarm,
  ManifestHandover,
  ManifestIfo,
  ManifestIfoPool,
  ManifestIfoSale,
  ManifestMigration,
  ManifestPool,
  ManifestPricePair,
  ManifestProfile,
  ManifestProfileCampaign,
  ManifestProfileCollectible,
  ManifestProfileCollection,
  ManifestProfileTeam,
  ManifestUnsupportedToken,
  PoolCategory,
  ProfileCampaignType,
  ProfileCollectionType,
} from './manifest.ts';
