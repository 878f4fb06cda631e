/// <reference types="vite/client" />

declare module 'virtual:deployments' {
  /** Validated by the sdk's manifest schema when the app is built (vite-plugins/deployments.ts); without its page sections. */
  const manifests: readonly (import('@flaskswap/sdk').Manifest & { ifo?: never; profile?: never })[];
  export default manifests;
}

declare module 'virtual:deployments/ifo' {
  /** Each chain's `ifo` section (null where it has none), loaded by the pages that read it. */
  const sections: Readonly<Record<number, import('@flaskswap/sdk').ManifestIfo | null>>;
  export default sections;
}

declare module 'virtual:deployments/profile' {
  /** Each chain's `profile` section (null where it has none), loaded by the pages that read it. */
  const sections: Readonly<Record<number, import('@flaskswap/sdk').ManifestProfile | null>>;
  export default sections;
}

interface ImportMetaEnv {
  readonly VITE_DEVNET_RPC_URL?: string;
  /** The indexer of each chain (its REST GETs at <url>/amm/…); unset → the app works from the chain alone. */
  readonly VITE_DEVNET_INDEXER_URL?: string;
  readonly VITE_INDEXER_URL_56?: string;
  readonly VITE_INDEXER_URL_97?: string;
  /** The hub of each chain (usernames; the devnet's IPFS gateway at <url>/ipfs); unset on 56/97 → no usernames. */
  readonly VITE_DEVNET_HUB_URL?: string;
  readonly VITE_HUB_URL_56?: string;
  readonly VITE_HUB_URL_97?: string;
  /** The IPFS gateway base for chains other than the devnet (default https://ipfs.io/ipfs). */
  readonly VITE_IPFS_GATEWAY?: string;
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
}
