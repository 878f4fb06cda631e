/// <reference types="vite/client" />

declare module 'virtual:deployments' {
  /** Validated by the sdk's manifest schema when the app is built (vite-plugins/deployments.ts). */
  const manifests: readonly import('@flaskswap/sdk').Manifest[];
  export default manifests;
}

interface ImportMetaEnv {
  readonly VITE_DEVNET_RPC_URL?: string;
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
}
