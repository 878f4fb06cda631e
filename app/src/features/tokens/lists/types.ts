// The token-list format is @uniswap/token-lists' own. The package ships its TypeScript source
// without a build, so the types are imported from that source by file; its runtime helpers
// (getVersionUpgrade, minVersionBump…) import types without `import type` and index arrays
// unchecked, which this repo's tsconfig rejects, so state/slices/listVersion.ts keeps its own small versions.
// Everything in a list comes from whoever published it: treat it as untrusted.
export type { TokenInfo, TokenList, Version } from '@uniswap/token-lists/src/types';
