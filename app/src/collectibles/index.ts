// Collectibles shared by every page that shows them (collectibles, profile, the menu avatar):
// metadata through the ipfs gateway, the account's tokens, the picture component.

export { COLLECTIBLE_IMAGE_WIDTHS, CollectibleImage, type CollectibleImageProps } from './CollectibleImage.tsx';
export { CollectiblePlaceholder } from './CollectiblePlaceholder.tsx';
export { useGatewayUrl, useIpfsGateway } from './gateway.ts';
export { IpfsImage } from './IpfsImage.tsx';
export {
  type CollectibleView,
  fetchCollectibleMetadata,
  useCollectibleMetadata,
  useCollectibleMetadataMap,
} from './metadata.ts';
export {
  MAX_OWNED_PER_COLLECTION,
  type OwnedCollectible,
  type OwnedCollectibles,
  useOwnedCollectibles,
} from './ownedCollectibles.ts';
