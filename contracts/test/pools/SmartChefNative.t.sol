// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {SmartChefBase} from "../../src/pools/SmartChefBase.sol";
import {SmartChefNative} from "../../src/pools/SmartChefNative.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {Test} from "../utils/Test.sol";

/// Tries to re-enter the pool when it receives BNB.
contract ReentrantStaker {
    SmartChefNative internal immutable pool;

    constructor(SmartChefNative pool_) {
        pool = pool_;
    }

    function stake() external payable {
        pool.deposit{value: msg.value}(msg.value);
    }

    function unstake(uint256 amount) external {
        pool.withdraw(amount);
    }

    receive() external payable {
        pool.withdraw(0);
    }
}

/// A BNB pool paying RWD (18 decimals): 0.5 RWD per block from block 100 to 200, limit 10 BNB.
contract SmartChefNativeTest is Test {
    uint256 internal constant START = 100;
    uint256 internal constant END = 200;

    TestToken internal reward;
    SmartChefNative internal pool;
    address internal owner = makeAddr("owner");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    function setUp() public {
        reward = new TestToken("Reward", "RWD", 18, address(this));
        pool = new SmartChefNative(reward, 0.5 ether, START, END, 10 ether, owner);
        reward.mint(address(this), 50 ether);
        reward.approve(address(pool), 50 ether);
        pool.fundRewards(50 ether);
        vm.deal(alice, 100 ether);
        vm.deal(bob, 100 ether);
    }

    function _amount(address user) internal view returns (uint256 amount) {
        (amount,) = pool.userInfo(user);
    }

    function test_stakedTokenIsNativeCoin() public view {
        assertEq(address(pool.stakedToken()), address(0), "address(0) = BNB");
        assertTrue(pool.hasUserLimit(), "limit");
    }

    function test_depositWithValue() public {
        vm.expectEmit();
        emit SmartChefBase.Deposit(alice, 2 ether);
        vm.prank(alice);
        pool.deposit{value: 2 ether}(2 ether);
        assertEq(_amount(alice), 2 ether, "staked");
        assertEq(address(pool).balance, 2 ether, "BNB held");
        assertEq(alice.balance, 98 ether, "BNB sent");
    }

    function test_depositValueMustMatchAmount() public {
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(SmartChefNative.ValueMismatch.selector, 2 ether, 1 ether));
        pool.deposit{value: 1 ether}(2 ether);
        vm.expectRevert(abi.encodeWithSelector(SmartChefNative.ValueMismatch.selector, 0, 1 ether));
        pool.deposit{value: 1 ether}(0);
        vm.stopPrank();
    }

    function test_harvestWithDepositZero() public {
        vm.prank(alice);
        pool.deposit{value: 1 ether}(1 ether);
        vm.roll(START + 4);
        vm.prank(alice);
        pool.deposit(0);
        assertEq(reward.balanceOf(alice), 2 ether, "4 blocks x 0.5");
    }

    function test_withdrawSendsBnbAndHarvests() public {
        vm.prank(alice);
        pool.deposit{value: 3 ether}(3 ether);
        vm.roll(START + 10);
        vm.prank(alice);
        pool.withdraw(3 ether);
        assertEq(alice.balance, 100 ether, "BNB back");
        assertApproxEq(reward.balanceOf(alice), 5 ether, 1, "reward (rounded down)");
        assertEq(pool.totalStaked(), 0, "empty");
    }

    function test_emergencyWithdrawSendsBnb() public {
        vm.prank(alice);
        pool.deposit{value: 3 ether}(3 ether);
        vm.roll(START + 10);
        vm.prank(alice);
        pool.emergencyWithdraw();
        assertEq(alice.balance, 100 ether, "BNB back");
        assertEq(reward.balanceOf(alice), 0, "forfeited");
    }

    function test_userLimit() public {
        vm.startPrank(alice);
        pool.deposit{value: 10 ether}(10 ether);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.UserLimitExceeded.selector, 10 ether + 1, 10 ether));
        pool.deposit{value: 1}(1);
        vm.stopPrank();
    }

    function test_plainBnbTransferIsRefused() public {
        vm.prank(alice);
        (bool ok,) = address(pool).call{value: 1 ether}("");
        assertTrue(!ok, "no receive");
    }

    function test_reentryOnWithdrawReverts() public {
        ReentrantStaker attacker = new ReentrantStaker(pool);
        attacker.stake{value: 1 ether}();
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        attacker.unstake(1 ether);
        assertEq(pool.totalStaked(), 1 ether, "stake untouched");
    }

    function testFuzz_depositThenWithdrawReturnsStake(uint256 amount, uint256 blocks) public {
        amount = bound(amount, 0, 10 ether);
        blocks = bound(blocks, 0, 300);
        vm.prank(alice);
        pool.deposit{value: amount}(amount);
        vm.roll(block.number + blocks);
        uint256 pending = pool.pendingReward(alice);
        vm.prank(alice);
        pool.withdraw(amount);
        assertEq(alice.balance, 100 ether, "BNB back");
        assertEq(reward.balanceOf(alice), pending, "reward = pending");
    }
}
