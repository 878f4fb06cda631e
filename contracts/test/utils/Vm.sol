// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The cheatcodes our tests use (forge-std is not installable here).
/// Signatures follow Foundry's documented cheatcode interface.
interface Vm {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);
    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function deal(address account, uint256 newBalance) external;
    function warp(uint256 newTimestamp) external;
    function roll(uint256 newHeight) external;
    function assume(bool condition) external pure;
    function expectRevert() external;
    function expectRevert(bytes calldata revertData) external;
    function expectRevert(bytes4 revertData) external;
    function expectEmit() external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function label(address account, string calldata newLabel) external;
    function etch(address target, bytes calldata newRuntimeBytecode) external;
    function toString(uint256 value) external pure returns (string memory);
    function toString(int256 value) external pure returns (string memory);
    function toString(address value) external pure returns (string memory);
    function toString(bytes32 value) external pure returns (string memory);
    function snapshotGasLastCall(string calldata name) external returns (uint256 gasUsed);
    /// Marks `target`'s storage cold again, so a measured call pays what a real transaction pays.
    function cool(address target) external;
    function startSnapshotGas(string calldata name) external;
    function stopSnapshotGas() external returns (uint256 gasUsed);
    /// Reads a file under a path foundry.toml's fs_permissions allow (the Uniswap V2 npm artifacts).
    function readFile(string calldata path) external view returns (string memory data);
    function parseJsonString(string calldata json, string calldata key) external pure returns (string memory);
    function parseBytes(string calldata stringifiedValue) external pure returns (bytes memory);
    function snapshotState() external returns (uint256 snapshotId);
    function revertToState(uint256 snapshotId) external returns (bool success);
}
