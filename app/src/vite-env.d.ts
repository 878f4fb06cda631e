/// <reference types="vite/client" />

declare module 'virtual:deployments' {
  const manifests: unknown[];
  export default manifests;
}

interface ImportMetaEnv {
  readonly VITE_DEVNET_RPC_URL?: string;
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
}
