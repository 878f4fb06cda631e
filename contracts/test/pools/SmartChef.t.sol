// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SmartChef} from "../../src/pools/SmartChef.sol";
import {SmartChefBase} from "../../src/pools/SmartChefBase.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {TaxedToken} from "../farms/mocks/TaxedToken.sol";
import {Test} from "../utils/Test.sol";

/// A pool staking STK (18 decimals) for RWD (6 decimals): 1 RWD per block from block 100 to 200,
/// fully funded (100 RWD).
contract SmartChefTest is Test {
    uint256 internal constant START = 100;
    uint256 internal constant END = 200;
    uint128 internal constant RATE = 1e6;

    TestToken internal staked;
    TestToken internal reward;
    SmartChef internal pool;
    address internal owner = makeAddr("owner");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    function setUp() public {
        staked = new TestToken("Staked", "STK", 18, address(this));
        reward = new TestToken("Reward", "RWD", 6, address(this));
        pool = _newPool(staked, 0);
        _fund(pool, 100e6);
    }

    function _newPool(IERC20 stakedToken, uint256 limit) internal returns (SmartChef) {
        return new SmartChef(stakedToken, reward, RATE, START, END, limit, owner);
    }

    function _fund(SmartChef target, uint256 amount) internal {
        reward.mint(address(this), amount);
        reward.approve(address(target), amount);
        target.fundRewards(amount);
    }

    function _stake(address user, uint256 amount) internal {
        staked.mint(user, amount);
        vm.startPrank(user);
        staked.approve(address(pool), amount);
        pool.deposit(amount);
        vm.stopPrank();
    }

    function _amount(address user) internal view returns (uint256 amount) {
        (amount,) = pool.userInfo(user);
    }

    // ---- construction ----

    function test_constructorStoresParameters() public view {
        assertEq(address(pool.stakedToken()), address(staked), "staked");
        assertEq(address(pool.rewardToken()), address(reward), "reward");
        assertEq(pool.rewardPerBlock(), RATE, "rate");
        assertEq(pool.startBlock(), START, "start");
        assertEq(pool.bonusEndBlock(), END, "end");
        assertEq(pool.poolLimitPerUser(), 0, "no limit");
        assertTrue(!pool.hasUserLimit(), "hasUserLimit");
        assertEq(pool.lastRewardBlock(), START, "lastRewardBlock");
        assertEq(pool.owner(), owner, "owner");
        assertEq(pool.rewardReserve(), 100e6, "funded");
    }

    function test_constructorRejectsStakedAsReward() public {
        vm.expectRevert(SmartChefBase.StakedTokenIsRewardToken.selector);
        new SmartChef(reward, reward, RATE, START, END, 0, owner);
    }

    function test_constructorRejectsEmptyRange() public {
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.InvalidBlockRange.selector, END, END));
        new SmartChef(staked, reward, RATE, END, END, 0, owner);
    }

    // ---- staking and rewards ----

    function test_noRewardsBeforeStart() public {
        _stake(alice, 10 ether);
        vm.roll(START);
        assertEq(pool.pendingReward(alice), 0, "at start");
        vm.roll(START + 5);
        assertEq(pool.pendingReward(alice), 5e6, "5 blocks");
    }

    function test_depositEmitsAndCredits() public {
        staked.mint(alice, 10 ether);
        vm.startPrank(alice);
        staked.approve(address(pool), 10 ether);
        vm.expectEmit();
        emit SmartChefBase.Deposit(alice, 10 ether);
        pool.deposit(10 ether);
        vm.stopPrank();
        assertEq(_amount(alice), 10 ether, "user");
        assertEq(pool.totalStaked(), 10 ether, "total");
    }

    function test_harvestWithDepositZero() public {
        _stake(alice, 10 ether);
        vm.roll(START + 10);
        vm.expectEmit();
        emit SmartChefBase.Harvest(alice, 10e6);
        vm.prank(alice);
        pool.deposit(0);
        assertEq(reward.balanceOf(alice), 10e6, "harvested");
        assertEq(pool.pendingReward(alice), 0, "nothing pending");
    }

    function test_rewardsSplitByStake() public {
        vm.roll(START);
        _stake(alice, 1 ether);
        _stake(bob, 3 ether);
        vm.roll(START + 8);
        assertEq(pool.pendingReward(alice), 2e6, "1/4");
        assertEq(pool.pendingReward(bob), 6e6, "3/4");
    }

    function test_rewardsStopAtBonusEndBlock() public {
        _stake(alice, 1 ether);
        vm.roll(END + 50);
        assertEq(pool.pendingReward(alice), 100e6, "100 blocks, not 150");
        vm.prank(alice);
        pool.withdraw(1 ether);
        assertEq(reward.balanceOf(alice), 100e6, "all rewards");
        assertEq(staked.balanceOf(alice), 1 ether, "stake");
        assertEq(pool.rewardReserve(), 0, "reserve spent");
    }

    function test_withdrawEmitsAndHarvests() public {
        _stake(alice, 4 ether);
        vm.roll(START + 3);
        vm.expectEmit();
        emit SmartChefBase.Harvest(alice, 3e6);
        vm.expectEmit();
        emit SmartChefBase.Withdraw(alice, 1 ether);
        vm.prank(alice);
        pool.withdraw(1 ether);
        assertEq(_amount(alice), 3 ether, "rest");
        assertEq(pool.totalStaked(), 3 ether, "total");
    }

    function test_withdrawMoreThanStakedReverts() public {
        _stake(alice, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.InsufficientStake.selector, 2 ether, 1 ether));
        vm.prank(alice);
        pool.withdraw(2 ether);
    }

    function test_emergencyWithdrawReturnsStakeAndReservesForfeit() public {
        _stake(alice, 1 ether);
        _stake(bob, 1 ether);
        vm.roll(START + 10);
        vm.prank(bob);
        pool.deposit(0); // accrues 10 RWD, 5 of them alice's
        uint256 reserve = pool.rewardReserve();
        vm.expectEmit();
        emit SmartChefBase.EmergencyWithdraw(alice, 1 ether);
        vm.prank(alice);
        pool.emergencyWithdraw();
        assertEq(staked.balanceOf(alice), 1 ether, "stake back");
        assertEq(reward.balanceOf(alice), 0, "no reward");
        assertEq(pool.rewardReserve(), reserve + 5e6, "forfeited reward back in the reserve");
        assertEq(pool.totalStaked(), 1 ether, "total");
        (uint256 amount, uint256 debt) = pool.userInfo(alice);
        assertEq(amount + debt, 0, "cleared");
    }

    function test_userLimit() public {
        pool = _newPool(staked, 5 ether);
        assertTrue(pool.hasUserLimit(), "has limit");
        _stake(alice, 3 ether);
        _stake(alice, 2 ether);
        staked.mint(alice, 1);
        vm.startPrank(alice);
        staked.approve(address(pool), 1);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.UserLimitExceeded.selector, 5 ether + 1, 5 ether));
        pool.deposit(1);
        vm.stopPrank();
        _stake(bob, 5 ether); // the limit is per user
    }

    function test_feeOnTransferStakeCreditsReceived() public {
        TaxedToken taxed = new TaxedToken(200); // 2%
        SmartChef taxedPool = new SmartChef(taxed, reward, RATE, START, END, 98 ether, owner);
        taxed.mint(alice, 100 ether);
        vm.startPrank(alice);
        taxed.approve(address(taxedPool), 100 ether);
        taxedPool.deposit(100 ether); // 98 arrive: exactly the limit
        (uint256 amount,) = taxedPool.userInfo(alice);
        assertEq(amount, 98 ether, "credited what arrived");
        assertEq(taxedPool.totalStaked(), taxed.balanceOf(address(taxedPool)), "total = holdings");
        taxedPool.withdraw(98 ether);
        vm.stopPrank();
        assertEq(taxedPool.totalStaked(), 0, "empty");
    }

    // ---- funding and solvency ----

    function test_fundRewardsMeasuresAndEmits() public {
        reward.mint(bob, 7e6);
        vm.startPrank(bob);
        reward.approve(address(pool), 7e6);
        vm.expectEmit();
        emit SmartChefBase.RewardsFunded(bob, 7e6);
        pool.fundRewards(7e6);
        vm.stopPrank();
        assertEq(pool.rewardReserve(), 107e6, "anyone can top up");
    }

    function test_underfundedPoolPaysOnlyTheReserve() public {
        SmartChef poor = new SmartChef(staked, reward, RATE, START, END, 0, owner);
        _fund(poor, 30e6); // 30 of the 100 blocks
        staked.mint(alice, 1 ether);
        vm.startPrank(alice);
        staked.approve(address(poor), 1 ether);
        poor.deposit(1 ether);
        vm.roll(START + 80);
        assertEq(poor.pendingReward(alice), 30e6, "pending capped by the reserve");
        poor.withdraw(1 ether);
        vm.stopPrank();
        assertEq(reward.balanceOf(alice), 30e6, "paid the reserve");
        assertEq(reward.balanceOf(address(poor)), 0, "and nothing more exists");
    }

    function test_blocksWithoutStakersStayInReserve() public {
        vm.roll(START + 40);
        _stake(alice, 1 ether);
        vm.roll(END);
        vm.prank(alice);
        pool.withdraw(1 ether);
        assertEq(reward.balanceOf(alice), 60e6, "60 staked blocks");
        assertEq(pool.rewardReserve(), 40e6, "40 unused");
        assertEq(pool.excessRewards(), 40e6, "no longer needed");
    }

    function test_withdrawExcessRewardsKeepsWhatIsOwed() public {
        _fund(pool, 20e6); // 20 more than the schedule needs
        _stake(alice, 1 ether);
        vm.roll(START + 30);
        assertEq(pool.excessRewards(), 20e6, "only the surplus");
        vm.expectEmit();
        emit SmartChefBase.ExcessRewardsWithdrawn(owner, 20e6);
        vm.prank(owner);
        pool.withdrawExcessRewards();
        assertEq(reward.balanceOf(owner), 20e6, "owner got the surplus");
        vm.roll(END);
        vm.prank(alice);
        pool.withdraw(1 ether);
        assertEq(reward.balanceOf(alice), 100e6, "every scheduled reward still paid");
    }

    function test_stopRewardEndsNowAndFreesTheRest() public {
        _stake(alice, 1 ether);
        vm.roll(START + 25);
        vm.expectEmit();
        emit SmartChefBase.RewardStopped(START + 25);
        vm.prank(owner);
        pool.stopReward();
        assertEq(pool.bonusEndBlock(), START + 25, "ends now");
        vm.roll(END);
        assertEq(pool.pendingReward(alice), 25e6, "earned so far kept, no more");
        vm.prank(owner);
        pool.withdrawExcessRewards();
        assertEq(reward.balanceOf(owner), 75e6, "rest back to the owner");
        vm.prank(alice);
        pool.withdraw(1 ether);
        assertEq(reward.balanceOf(alice), 25e6, "alice paid");
    }

    function test_stopRewardBeforeStartMakesAnEmptyPool() public {
        vm.prank(owner);
        pool.stopReward();
        assertEq(pool.bonusEndBlock(), START, "ends at start");
        assertEq(pool.excessRewards(), 100e6, "nothing needed");
    }

    function test_stopRewardAfterEndReverts() public {
        vm.roll(END);
        vm.expectRevert(SmartChefBase.PoolAlreadyEnded.selector);
        vm.prank(owner);
        pool.stopReward();
    }

    function test_updateRewardPerBlockOnlyBeforeStart() public {
        vm.expectEmit();
        emit SmartChefBase.RewardPerBlockUpdated(2e6);
        vm.prank(owner);
        pool.updateRewardPerBlock(2e6);
        assertEq(pool.rewardPerBlock(), 2e6, "updated");
        vm.roll(START);
        vm.expectRevert(SmartChefBase.PoolAlreadyStarted.selector);
        vm.prank(owner);
        pool.updateRewardPerBlock(3e6);
    }

    function test_recoverTokenNeverPoolTokens() public {
        TestToken stray = new TestToken("Stray", "STR", 18, address(this));
        stray.mint(address(pool), 5 ether);
        vm.expectEmit();
        emit SmartChefBase.TokenRecovered(stray, 5 ether);
        vm.prank(owner);
        pool.recoverToken(stray);
        assertEq(stray.balanceOf(owner), 5 ether, "recovered");
        vm.startPrank(owner);
        vm.expectRevert(SmartChefBase.CannotRecoverPoolToken.selector);
        pool.recoverToken(staked);
        vm.expectRevert(SmartChefBase.CannotRecoverPoolToken.selector);
        pool.recoverToken(reward);
        vm.stopPrank();
    }

    function test_ownerFunctionsAreOwnerOnly() public {
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice);
        vm.startPrank(alice);
        vm.expectRevert(unauthorized);
        pool.stopReward();
        vm.expectRevert(unauthorized);
        pool.updateRewardPerBlock(1);
        vm.expectRevert(unauthorized);
        pool.withdrawExcessRewards();
        vm.expectRevert(unauthorized);
        pool.recoverToken(staked);
        vm.stopPrank();
    }

    // ---- fuzz ----

    /// Exact to a unit for any stake up to 1e30 (a trillion 18-decimal tokens): the precision of
    /// accRewardPerShare is staked / ACC_PRECISION reward units per update.
    function testFuzz_pendingMatchesHarvest(uint256 amount, uint256 startAt, uint256 blocks) public {
        amount = bound(amount, 1, 1e30);
        startAt = bound(startAt, 1, END + 10);
        blocks = bound(blocks, 0, 300);
        vm.roll(startAt);
        _stake(alice, amount);
        vm.roll(startAt + blocks);
        uint256 pending = pool.pendingReward(alice);
        vm.prank(alice);
        pool.deposit(0);
        assertEq(reward.balanceOf(alice), pending, "harvest = pending");
        uint256 from = startAt < START ? START : startAt;
        uint256 to = startAt + blocks > END ? END : startAt + blocks;
        uint256 due = to > from ? (to - from) * RATE : 0;
        assertLe(pending, due, "never more than scheduled");
        assertApproxEq(pending, due, 1, "all of it to the only staker");
    }

    function testFuzz_depositThenWithdrawReturnsStake(uint256 amount, uint256 blocks) public {
        amount = bound(amount, 0, 1e40);
        blocks = bound(blocks, 0, 300);
        _stake(alice, amount);
        vm.roll(block.number + blocks);
        vm.prank(alice);
        pool.withdraw(amount);
        assertEq(staked.balanceOf(alice), amount, "stake back");
        assertEq(pool.totalStaked(), 0, "empty");
    }

    function testFuzz_paysAtMostTheFundedReserve(uint256 funded, uint256 a, uint256 b, uint256 blocks) public {
        SmartChef poor = new SmartChef(staked, reward, RATE, START, END, 0, owner);
        funded = bound(funded, 0, 150e6);
        _fund(poor, funded);
        a = bound(a, 1, 1e30);
        b = bound(b, 1, 1e30);
        blocks = bound(blocks, 0, 200);
        pool = poor;
        _stake(alice, a);
        vm.roll(START + blocks / 2);
        _stake(bob, b);
        vm.roll(START + blocks);
        vm.prank(alice);
        poor.withdraw(a);
        vm.prank(bob);
        poor.withdraw(b);
        uint256 paid = reward.balanceOf(alice) + reward.balanceOf(bob);
        assertLe(paid, funded, "never more than funded");
        assertEq(paid + reward.balanceOf(address(poor)), funded, "the rest stays in the pool");
        assertGe(reward.balanceOf(address(poor)), poor.rewardReserve(), "reserve held");
    }
}
