// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The request shape of Chainlink VRF v2.5 (VRFV2PlusClient), so a BNB-chain deployment asks
/// Chainlink's coordinator by configuration and the devnet asks its local one the same way.
library VRFV2PlusClient {
    /// @dev bytes4(keccak256("VRF ExtraArgsV1")).
    bytes4 internal constant EXTRA_ARGS_V1_TAG = 0x92fd1338;

    struct ExtraArgsV1 {
        bool nativePayment;
    }

    struct RandomWordsRequest {
        bytes32 keyHash;
        uint256 subId;
        uint16 requestConfirmations;
        uint32 callbackGasLimit;
        uint32 numWords;
        bytes extraArgs;
    }

    function argsToBytes(ExtraArgsV1 memory extraArgs) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(EXTRA_ARGS_V1_TAG, extraArgs);
    }
}

/// @notice The part of Chainlink's VRF v2.5 coordinator a consumer calls.
interface IVRFCoordinatorV2Plus {
    function requestRandomWords(VRFV2PlusClient.RandomWordsRequest calldata req) external returns (uint256 requestId);
}

/// @notice What the coordinator calls back on a consumer with the random words of a request.
interface IVRFConsumerV2Plus {
    function rawFulfillRandomWords(uint256 requestId, uint256[] calldata randomWords) external;
}
