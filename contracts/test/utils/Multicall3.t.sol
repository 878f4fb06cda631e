// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Multicall3} from "../../src/utils/Multicall3.sol";
import {Test} from "./Test.sol";

contract Target {
    function value() external pure returns (uint256) {
        return 7;
    }

    function fail() external pure {
        revert("target says no");
    }

    function pay() external payable returns (uint256) {
        return msg.value;
    }
}

contract Multicall3Test is Test {
    Multicall3 internal mc;
    Target internal target;

    function setUp() public {
        mc = new Multicall3();
        target = new Target();
    }

    function test_aggregate3AllowsFailures() public {
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](2);
        calls[0] = Multicall3.Call3(address(target), false, abi.encodeCall(Target.value, ()));
        calls[1] = Multicall3.Call3(address(target), true, abi.encodeCall(Target.fail, ()));
        Multicall3.Result[] memory results = mc.aggregate3(calls);
        assertTrue(results[0].success, "first succeeds");
        assertEq(abi.decode(results[0].returnData, (uint256)), 7, "value");
        assertTrue(!results[1].success, "second fails");
    }

    function test_aggregate3BubblesStrictFailure() public {
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](1);
        calls[0] = Multicall3.Call3(address(target), false, abi.encodeCall(Target.fail, ()));
        vm.expectRevert(bytes("target says no"));
        mc.aggregate3(calls);
    }

    function test_aggregateRevertsOnFailure() public {
        Multicall3.Call[] memory calls = new Multicall3.Call[](1);
        calls[0] = Multicall3.Call(address(target), abi.encodeCall(Target.fail, ()));
        vm.expectRevert(bytes("Multicall3: call failed"));
        mc.aggregate(calls);
    }

    function test_aggregate3ValueChecksValue() public {
        Multicall3.Call3Value[] memory calls = new Multicall3.Call3Value[](1);
        calls[0] = Multicall3.Call3Value(address(target), false, 1 wei, abi.encodeCall(Target.pay, ()));
        vm.deal(address(this), 1 ether);
        Multicall3.Result[] memory results = mc.aggregate3Value{value: 1 wei}(calls);
        assertEq(abi.decode(results[0].returnData, (uint256)), 1, "paid");
        vm.expectRevert(bytes("Multicall3: value mismatch"));
        mc.aggregate3Value{value: 2 wei}(calls);
    }

    function testFuzz_blockInfo(uint64 height, uint64 time, address account, uint96 balance) public {
        vm.roll(height);
        vm.warp(time);
        vm.deal(account, balance);
        assertEq(mc.getBlockNumber(), height, "block number");
        assertEq(mc.getCurrentBlockTimestamp(), time, "timestamp");
        assertEq(mc.getEthBalance(account), balance, "balance");
        assertEq(mc.getChainId(), block.chainid, "chain id");
    }

    function testFuzz_tryAggregateMatchesDirectCalls(bool requireSuccess) public {
        Multicall3.Call[] memory calls = new Multicall3.Call[](2);
        calls[0] = Multicall3.Call(address(target), abi.encodeCall(Target.value, ()));
        calls[1] = Multicall3.Call(address(target), abi.encodeCall(Target.fail, ()));
        if (requireSuccess) {
            vm.expectRevert(bytes("Multicall3: call failed"));
            mc.tryAggregate(true, calls);
        } else {
            Multicall3.Result[] memory results = mc.tryAggregate(false, calls);
            assertTrue(results[0].success && !results[1].success, "outcomes");
        }
    }
}
