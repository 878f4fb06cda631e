// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

/// @title The timelock that holds FlaskSwap's admin roles outside the devnet (docs/roles.md).
/// @dev OpenZeppelin's TimelockController, unchanged. It exists only so that the build compiles it
/// from src/ and emits its typed ABI and bytecode for the deploy (contracts/generated).
contract FlaskTimelock is TimelockController {
    constructor(uint256 minDelay, address[] memory proposers, address[] memory executors, address admin)
        TimelockController(minDelay, proposers, executors, admin)
    {}
}
