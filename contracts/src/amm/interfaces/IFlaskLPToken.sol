// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";

/// @title The liquidity token every pair issues: ERC-20 with EIP-2612 permit, as in Uniswap V2.
interface IFlaskLPToken is IERC20Metadata, IERC20Permit {
    error PermitExpired();
    error InvalidSignature();

    function PERMIT_TYPEHASH() external view returns (bytes32);
}
