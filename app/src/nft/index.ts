// Collectibles shared by every page that shows them (collectibles, profile, the menu avatar):
// metadata through the ipfs gateway, the account's tokens, the picture component.
export { useGatewayUrl, useIpfsGateway } from './gateway.ts';
export { IpfsImage } from './IpfsImage.tsx';
export { fetchNftMetadata, type NftView, useNftMetadata, useNftMetadataMap } from './metadata.ts';
export { NFT_IMAGE_WIDTHS, NftImage, type NftImageProps } from './NftImage.tsx';
export { NftPlaceholder } from './NftPlaceholder.tsx';
export {
  MAX_OWNED_PER_COLLECTION,
  type OwnedCollectible,
  type OwnedCollectibles,
  useOwnedCollectibles,
} from './ownedCollectibles.ts';
