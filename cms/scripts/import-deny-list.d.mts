import type { NetworkInterfaceInfo } from "node:os";

export interface ParsedAddress {
  family: 4 | 6;
  value: bigint;
}
export declare const privateNetworks: readonly string[];
export declare const parseAddress: (text: string) => ParsedAddress | undefined;
export declare const formatAddress: (address: ParsedAddress) => string;
export declare const importDenyList: (
  allowedAddresses: readonly string[],
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
) => string[];
