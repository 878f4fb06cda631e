// The devnet test kit: one client (viem's test client), one way to move blocks and time, one
// send-and-wait. Seeds, keepers and every workspace's chain tests use it.
export { mineTo, passTime } from './chainTime.ts';
export { type SendOptions, sendAndWait, waitForDevnetReceipt } from './receipt.ts';
export { anvilActions, type DevnetTestClient, type DevnetTestClientOptions, devnetTestClient } from './testClient.ts';
