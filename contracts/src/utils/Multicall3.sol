// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Multicall3: batches read calls into one eth_call.
/// @notice Implements the canonical Multicall3 interface (deployed on the devnet at
/// 0xcA11bde05977b3631167028862bE2a173976CA11) so viem's multicall works the same on every chain.
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate(Call[] calldata calls) public payable returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success, "Multicall3: call failed");
            returnData[i] = data;
        }
    }

    function tryAggregate(bool requireSuccess, Call[] calldata calls) public payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess) require(success, "Multicall3: call failed");
            returnData[i] = Result(success, data);
        }
    }

    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    function blockAndAggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        return tryBlockAndAggregate(true, calls);
    }

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!success && !calls[i].allowFailure) _bubble(data);
            returnData[i] = Result(success, data);
        }
    }

    function aggregate3Value(Call3Value[] calldata calls) external payable returns (Result[] memory returnData) {
        uint256 valueSent;
        returnData = new Result[](calls.length);
        for (uint256 i; i < calls.length; ++i) {
            valueSent += calls[i].value;
            (bool success, bytes memory data) = calls[i].target.call{value: calls[i].value}(calls[i].callData);
            if (!success && !calls[i].allowFailure) _bubble(data);
            returnData[i] = Result(success, data);
        }
        require(msg.value == valueSent, "Multicall3: value mismatch");
    }

    function getBlockHash(uint256 blockNumber) external view returns (bytes32) {
        return blockhash(blockNumber);
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }

    function getCurrentBlockCoinbase() external view returns (address) {
        return block.coinbase;
    }

    function getCurrentBlockDifficulty() external view returns (uint256) {
        return block.prevrandao;
    }

    function getCurrentBlockGasLimit() external view returns (uint256) {
        return block.gaslimit;
    }

    function getCurrentBlockTimestamp() external view returns (uint256) {
        return block.timestamp;
    }

    function getEthBalance(address account) external view returns (uint256) {
        return account.balance;
    }

    function getLastBlockHash() external view returns (bytes32) {
        return blockhash(block.number - 1);
    }

    function getBasefee() external view returns (uint256) {
        return block.basefee;
    }

    function getChainId() external view returns (uint256) {
        return block.chainid;
    }

    /// Re-raises a failed call's revert data so the caller sees the original reason.
    function _bubble(bytes memory data) private pure {
        if (data.length == 0) revert("Multicall3: call failed");
        assembly ("memory-safe") {
            revert(add(data, 32), mload(data))
        }
    }
}
