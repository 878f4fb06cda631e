// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IFlaskToken} from "../../src/farms/IFlaskToken.sol";
import {MasterChef} from "../../src/farms/MasterChef.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {FlaskVault} from "../../src/vault/FlaskVault.sol";
import {Test} from "../utils/Test.sol";

/// FLASK, a MasterChef where pid 0 (1000 points) shares emissions with one LP farm (1000 points),
/// so pid 0 earns 10 FLASK per block, and the vault on top of pid 0.
abstract contract VaultFixture is Test {
    FlaskToken internal flask;
    MasterChef internal chef;
    FlaskVault internal vault;
    address internal owner = makeAddr("owner");
    address internal treasury = makeAddr("treasury");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");
    address internal keeper = makeAddr("keeper");

    function setUp() public virtual {
        flask = new FlaskToken(owner);
        chef = new MasterChef(IFlaskToken(address(flask)), block.number, 1000, owner);
        vault = new FlaskVault(IFlaskToken(address(flask)), chef, treasury, owner);
        bytes32 minter = flask.MINTER_ROLE();
        vm.startPrank(owner);
        flask.grantRole(minter, address(chef));
        flask.grantRole(minter, address(this));
        chef.add(1000, new TestToken("LP", "LP", 18, owner));
        vm.stopPrank();
        vm.warp(1_700_000_000);
    }

    function _deposit(address user, uint256 amount) internal {
        flask.mint(user, amount);
        vm.prank(user);
        flask.approve(address(vault), amount);
        vm.prank(user);
        vault.deposit(amount);
    }

    function _shares(address user) internal view returns (uint256 shares) {
        (shares,,,) = vault.userInfo(user);
    }

    function _vaultStake() internal view returns (uint256 amount) {
        (amount,) = chef.userInfo(0, address(vault));
    }
}

contract FlaskVaultTest is VaultFixture {
    // ---- construction and owner ----

    function test_constructorDefaults() public view {
        assertEq(address(vault.token()), address(flask), "token");
        assertEq(address(vault.masterChef()), address(chef), "chef");
        assertEq(vault.treasury(), treasury, "treasury");
        assertEq(vault.owner(), owner, "owner");
        assertEq(vault.performanceFee(), 200, "2% performance fee");
        assertEq(vault.callFee(), 25, "0.25% call fee");
        assertEq(vault.withdrawFee(), 10, "0.1% withdraw fee");
        assertEq(vault.withdrawFeePeriod(), 72 hours, "72 h");
        assertEq(vault.totalShares(), 0, "no shares");
        assertEq(vault.getPricePerFullShare(), 1e18, "1:1 before any deposit");
        assertEq(flask.allowance(address(vault), address(chef)), type(uint256).max, "chef approved");
    }

    function test_constructorRejectsZeroTreasury() public {
        vm.expectRevert(FlaskVault.ZeroAddress.selector);
        new FlaskVault(IFlaskToken(address(flask)), chef, address(0), owner);
    }

    function test_feeSettersAreBoundedAndEmit() public {
        vm.startPrank(owner);
        vm.expectEmit();
        emit FlaskVault.PerformanceFeeSet(500);
        vault.setPerformanceFee(500);
        vm.expectRevert(abi.encodeWithSelector(FlaskVault.FeeTooHigh.selector, 501, 500));
        vault.setPerformanceFee(501);
        vm.expectEmit();
        emit FlaskVault.CallFeeSet(100);
        vault.setCallFee(100);
        vm.expectRevert(abi.encodeWithSelector(FlaskVault.FeeTooHigh.selector, 101, 100));
        vault.setCallFee(101);
        vm.expectEmit();
        emit FlaskVault.WithdrawFeeSet(100);
        vault.setWithdrawFee(100);
        vm.expectRevert(abi.encodeWithSelector(FlaskVault.FeeTooHigh.selector, 101, 100));
        vault.setWithdrawFee(101);
        vm.expectEmit();
        emit FlaskVault.WithdrawFeePeriodSet(72 hours);
        vault.setWithdrawFeePeriod(72 hours);
        vm.expectRevert(abi.encodeWithSelector(FlaskVault.FeeTooHigh.selector, 72 hours + 1, 72 hours));
        vault.setWithdrawFeePeriod(72 hours + 1);
        vm.expectEmit();
        emit FlaskVault.TreasurySet(bob);
        vault.setTreasury(bob);
        vm.expectRevert(FlaskVault.ZeroAddress.selector);
        vault.setTreasury(address(0));
        vm.stopPrank();
        assertEq(vault.performanceFee(), 500, "performance");
        assertEq(vault.treasury(), bob, "treasury");
    }

    /// The setters collect the pending reward at the old fees first: a fee change cannot move the
    /// price per share, so there is nothing to front-run around it.
    function test_feeChangesDoNotMoveThePrice() public {
        _deposit(alice, 100 ether);
        vm.roll(block.number + 10); // 100 FLASK pending
        uint256 price = vault.getPricePerFullShare();
        vm.prank(owner);
        vault.setPerformanceFee(500);
        assertGe(vault.getPricePerFullShare(), price, "raising the performance fee");
        assertEq(vault.calculateTotalPendingFlaskRewards(), 97.75 ether, "collected at the old fees");
        assertEq(vault.calculateHarvestFlaskRewards(), 0.25 ether, "the old call fee set aside");
        vm.roll(block.number + 10);
        price = vault.getPricePerFullShare();
        vm.prank(owner);
        vault.setCallFee(100);
        assertGe(vault.getPricePerFullShare(), price, "raising the call fee");
        vm.roll(block.number + 10);
        price = vault.getPricePerFullShare();
        vm.startPrank(owner);
        vault.setPerformanceFee(0);
        vault.setCallFee(0);
        vm.stopPrank();
        assertEq(vault.getPricePerFullShare(), price, "lowering both gives nobody a windfall");
    }

    function test_ownerFunctionsAreOwnerOnly() public {
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice);
        vm.startPrank(alice);
        vm.expectRevert(unauthorized);
        vault.setTreasury(alice);
        vm.expectRevert(unauthorized);
        vault.setPerformanceFee(0);
        vm.expectRevert(unauthorized);
        vault.setCallFee(0);
        vm.expectRevert(unauthorized);
        vault.setWithdrawFee(0);
        vm.expectRevert(unauthorized);
        vault.setWithdrawFeePeriod(0);
        vm.stopPrank();
    }

    // ---- deposit ----

    function test_firstDepositLocksMinimumShares() public {
        flask.mint(alice, 100 ether);
        vm.startPrank(alice);
        flask.approve(address(vault), 100 ether);
        vm.expectEmit();
        emit FlaskVault.Deposit(alice, 100 ether, 100 ether - 1e12, block.timestamp);
        vault.deposit(100 ether);
        vm.stopPrank();
        assertEq(vault.totalShares(), 100 ether, "1:1");
        assertEq(_shares(alice), 100 ether - 1e12, "minus the locked minimum");
        (, uint256 lastDeposited, uint256 flaskAtLast, uint256 lastAction) = vault.userInfo(alice);
        assertEq(lastDeposited, block.timestamp, "lastDepositedTime");
        assertEq(lastAction, block.timestamp, "lastUserActionTime");
        assertEq(flaskAtLast, 100 ether - 1e12, "flaskAtLastUserAction");
        assertEq(_vaultStake(), 100 ether, "staked in pid 0");
        assertEq(vault.balanceOf(), 100 ether, "under management");
        assertEq(vault.getPricePerFullShare(), 1e18, "price");
    }

    function test_depositWorthLessThanAShareReverts() public {
        _deposit(alice, 1e12 + 1);
        vm.roll(block.number + 10); // ~98 FLASK over 1e12 + 1 shares: one share is worth ~1e8 wei
        flask.mint(bob, 1e7);
        vm.startPrank(bob);
        flask.approve(address(vault), 1e7);
        vm.expectRevert(FlaskVault.ZeroShares.selector);
        vault.deposit(1e7);
        vm.stopPrank();
    }

    function test_depositRejectsZeroAndDust() public {
        vm.expectRevert(FlaskVault.ZeroAmount.selector);
        vm.prank(alice);
        vault.deposit(0);
        flask.mint(alice, 1e12);
        vm.startPrank(alice);
        flask.approve(address(vault), 1e12);
        vm.expectRevert(FlaskVault.ZeroShares.selector);
        vault.deposit(1e12);
        vm.stopPrank();
    }

    function test_depositPricesInPendingRewards() public {
        _deposit(alice, 100 ether);
        vm.roll(block.number + 10); // 100 FLASK pending for the vault
        uint256 net = 100 ether - 100 ether * 225 / 10_000;
        assertEq(vault.balanceOf(), 200 ether - 225 ether / 100, "pending net of 2.25% in the price");
        uint256 price = vault.getPricePerFullShare();
        _deposit(bob, 100 ether);
        assertEq(_shares(bob), 100 ether * 100 ether / (100 ether + net), "bob buys at the higher price");
        assertGe(vault.getPricePerFullShare(), price, "price kept");
        assertEq(vault.available(), 97.75 ether, "collected reward, minus both fees, waits for harvest");
        assertEq(vault.calculateHarvestFlaskRewards(), 0.25 ether, "its call fee is kept for the harvester");
    }

    function test_justInTimeDepositCannotCaptureEarlierRewards() public {
        vm.prank(owner);
        vault.setWithdrawFee(0);
        _deposit(alice, 100 ether);
        vm.roll(block.number + 1000); // 10,000 FLASK earned by alice's stake
        _deposit(bob, 10_000 ether);
        vm.prank(keeper);
        vault.harvest();
        uint256 before = flask.balanceOf(bob);
        vm.prank(bob);
        vault.withdrawAll();
        assertLe(flask.balanceOf(bob) - before, 10_000 ether, "bob takes out no more than he put in");
        vm.prank(alice);
        vault.withdrawAll();
        assertGt(flask.balanceOf(alice), 9_800 ether, "alice keeps her rewards");
    }

    function test_donationDoesNotMoveThePrice() public {
        _deposit(alice, 100 ether);
        uint256 price = vault.getPricePerFullShare();
        flask.mint(address(vault), 1_000_000 ether);
        assertEq(vault.getPricePerFullShare(), price, "direct transfers are not assets");
        _deposit(bob, 10 ether);
        assertEq(_shares(bob), 10 ether, "bob gets full shares");
    }

    function test_inflationAttackIsNotProfitable() public {
        // The attacker is first with the smallest deposit and the only pid-0 staker for 10,000 blocks.
        address attacker = makeAddr("attacker");
        _deposit(attacker, 1e12 + 1);
        vm.roll(block.number + 10_000);
        assertEq(_shares(attacker), 1, "one share");
        _deposit(alice, 1 ether);
        vm.prank(owner);
        vault.setWithdrawFee(0);
        uint256 before = flask.balanceOf(alice);
        vm.prank(alice);
        vault.withdrawAll();
        assertApproxEq(flask.balanceOf(alice) - before, 1 ether, 1 ether / 1e6, "victim loses at most dust");
        vm.prank(attacker);
        vault.withdrawAll();
        assertLt(flask.balanceOf(attacker), 1e12, "the attacker's one share is worth dust");
    }

    // ---- harvest ----

    function test_harvestBurnsPaysBountyAndRestakes() public {
        _deposit(alice, 100 ether);
        vm.roll(block.number + 10); // 100 FLASK
        assertEq(vault.calculateHarvestFlaskRewards(), 0.25 ether, "bounty preview");
        assertEq(vault.calculateTotalPendingFlaskRewards(), 100 ether, "pending preview");
        uint256 price = vault.getPricePerFullShare();
        uint256 supplyBefore = flask.totalSupply();
        vm.expectEmit();
        emit FlaskVault.Harvest(keeper, 97.75 ether, 0.25 ether);
        vm.prank(keeper);
        vault.harvest();
        assertEq(flask.balanceOf(keeper), 0.25 ether, "call fee to the caller");
        assertEq(flask.totalSupply(), supplyBefore + 100 ether - 2 ether, "performance fee burned");
        assertEq(flask.totalBurned(), 2 ether, "and tallied as burned");
        assertEq(_vaultStake(), 100 ether + 97.75 ether, "the rest restaked");
        assertEq(vault.available(), 0, "nothing idle");
        assertGe(vault.getPricePerFullShare(), price, "price not lowered");
        assertEq(vault.getPricePerFullShare(), 1.9775e18, "197.75 FLASK for 100 shares");
    }

    function test_harvestWithNothingPending() public {
        vm.prank(keeper);
        vault.harvest();
        assertEq(flask.balanceOf(keeper), 0, "no bounty");
    }

    function test_harvestRestakesAvailable() public {
        _deposit(alice, 100 ether);
        vm.roll(block.number + 10);
        _deposit(bob, 1 ether); // collects 100: 2 burned, 0.25 set aside, 97.75 idle
        assertEq(vault.available(), 97.75 ether, "idle");
        assertEq(vault.calculateTotalPendingFlaskRewards(), 97.75 ether, "to compound next");
        vm.prank(keeper);
        vault.harvest();
        assertEq(flask.balanceOf(keeper), 0.25 ether, "the set-aside call fee");
        assertEq(vault.available(), 0, "restaked");
        assertEq(_vaultStake(), 198.75 ether, "all staked");
    }

    // ---- withdraw ----

    function test_withdrawInsideFeePeriodPaysTreasury() public {
        _deposit(alice, 100 ether);
        vm.warp(block.timestamp + 72 hours - 1);
        uint256 shares = _shares(alice);
        vm.expectEmit();
        emit FlaskVault.Withdraw(alice, shares, shares, shares / 1000);
        vm.prank(alice);
        vault.withdraw(shares);
        assertEq(flask.balanceOf(treasury), shares / 1000, "0.1% to the treasury");
        assertEq(flask.balanceOf(alice), shares - shares / 1000, "rest to alice");
        assertEq(_shares(alice), 0, "no shares left");
        assertEq(vault.totalShares(), 1e12, "only the locked minimum");
    }

    function test_withdrawAfterFeePeriodIsFree() public {
        _deposit(alice, 100 ether);
        vm.warp(block.timestamp + 72 hours);
        vm.prank(alice);
        vault.withdrawAll();
        assertEq(flask.balanceOf(treasury), 0, "no fee");
        assertEq(flask.balanceOf(alice), 100 ether - 1e12, "everything but the locked minimum");
    }

    function test_newDepositRestartsFeeTimer() public {
        _deposit(alice, 100 ether);
        vm.warp(block.timestamp + 71 hours);
        _deposit(alice, 1 ether);
        vm.warp(block.timestamp + 2 hours); // 73 h after the first deposit, 2 h after the second
        vm.prank(alice);
        vault.withdraw(10 ether);
        assertEq(flask.balanceOf(treasury), 0.01 ether, "fee charged: timer restarted");
    }

    function test_withdrawHarvestsWhatItNeedsAndUpdatesUser() public {
        _deposit(alice, 100 ether);
        _deposit(bob, 100 ether);
        vm.roll(block.number + 10); // 100 FLASK pending
        vm.warp(block.timestamp + 1 hours);
        uint256 expected = vault.balanceOf() * _shares(alice) / vault.totalShares();
        vm.prank(alice);
        vault.withdrawAll();
        assertEq(flask.balanceOf(alice) + flask.balanceOf(treasury), expected, "paid at the share price");
        (uint256 shares,, uint256 flaskAtLast, uint256 lastAction) = vault.userInfo(alice);
        assertEq(shares + flaskAtLast, 0, "alice is out");
        assertEq(lastAction, block.timestamp, "lastUserActionTime");
        assertGt(vault.available(), 0, "bob's part of the collected reward waits for harvest");
    }

    function test_withdrawServedFromAvailableFirst() public {
        _deposit(alice, 100 ether);
        vm.roll(block.number + 10);
        _deposit(bob, 1 ether); // 97.75 FLASK idle
        uint256 staked = _vaultStake();
        vm.prank(alice);
        vault.withdraw(10 ether);
        assertEq(_vaultStake(), staked, "no unstaking needed");
    }

    function test_withdrawRejectsZeroAndTooMany() public {
        _deposit(alice, 100 ether);
        vm.startPrank(alice);
        vm.expectRevert(FlaskVault.ZeroAmount.selector);
        vault.withdraw(0);
        uint256 shares = _shares(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskVault.InsufficientShares.selector, shares + 1, shares));
        vault.withdraw(shares + 1);
        vm.stopPrank();
    }

    function test_withdrawWorksAfterEmissionsStop() public {
        _deposit(alice, 100 ether);
        vm.roll(block.number + 10);
        _revokeChefMinter();
        vm.warp(block.timestamp + 72 hours);
        vm.prank(alice);
        vault.withdrawAll();
        assertEq(flask.balanceOf(alice), 100 ether - 1e12, "stake back; the unminted reward is skipped");
    }

    /// Two holders, then the chef loses its minter role: the reward reported until then is never
    /// minted, so the first to leave must not be paid it out of the other holder's principal.
    function test_firstWithdrawalAfterRevocationIsNotPaidUnmintedRewards() public {
        _deposit(alice, 100 ether);
        _deposit(bob, 100 ether);
        vm.roll(block.number + 10); // 100 FLASK reported for pid 0, not minted yet
        _revokeChefMinter();
        assertEq(vault.balanceOf(), 200 ether, "assets: the two deposits, no unminted reward");
        vm.warp(block.timestamp + 72 hours);
        vm.prank(alice);
        vault.withdrawAll();
        assertEq(flask.balanceOf(alice), 100 ether - 1e12, "alice: her deposit (less the locked minimum)");
        vm.prank(bob);
        vault.withdrawAll();
        assertEq(flask.balanceOf(bob), 100 ether, "bob: his whole deposit");
    }

    /// After a revocation a depositor buys shares at the price of what really exists.
    function test_depositAfterRevocationGetsTheRightShares() public {
        _deposit(alice, 100 ether);
        vm.roll(block.number + 10);
        _revokeChefMinter();
        _deposit(bob, 100 ether);
        assertEq(_shares(bob), _shares(alice) + 1e12, "same price as alice paid: no reward was minted");
    }

    function _revokeChefMinter() private {
        bytes32 minter = flask.MINTER_ROLE();
        vm.prank(owner);
        flask.revokeRole(minter, address(chef));
    }

    function test_vaultSharesPidZeroWithDirectStakers() public {
        _deposit(alice, 100 ether);
        flask.mint(bob, 100 ether);
        vm.startPrank(bob);
        flask.approve(address(chef), 100 ether);
        chef.enterStaking(100 ether);
        vm.stopPrank();
        vm.roll(block.number + 10);
        assertEq(chef.pendingFlask(0, address(vault)), 50 ether, "half of pid 0's 100");
        assertEq(vault.calculateTotalPendingFlaskRewards(), 50 ether, "vault pending");
    }

    // ---- fuzz ----

    function testFuzz_depositThenWithdrawReturnsTheDeposit(uint256 first, uint256 amount, uint256 blocks) public {
        first = bound(first, 1e12 + 1, 1e26);
        blocks = bound(blocks, 0, 10_000);
        _deposit(bob, first);
        vm.roll(block.number + blocks);
        // At least one share's worth (smaller deposits revert with ZeroShares).
        amount = bound(amount, vault.getPricePerFullShare() / 1e18 + 1, 1e26);
        _deposit(alice, amount);
        vm.warp(block.timestamp + 72 hours);
        vm.prank(alice);
        vault.withdrawAll();
        // Rounding down costs at most one share's worth (price / 1e18, plus a unit).
        uint256 dust = vault.getPricePerFullShare() / 1e18 + 1;
        assertLe(flask.balanceOf(alice), amount + 2, "never more than deposited (but fee rounding)");
        assertApproxEq(flask.balanceOf(alice), amount, dust, "the deposit back");
    }

    function testFuzz_withdrawFeeOnlyInsideThePeriod(uint256 amount, uint256 elapsed) public {
        amount = bound(amount, 1e13, 1e26);
        elapsed = bound(elapsed, 0, 144 hours);
        _deposit(alice, amount);
        vm.warp(block.timestamp + elapsed);
        vm.prank(alice);
        vault.withdrawAll();
        uint256 out = amount - 1e12;
        uint256 fee = elapsed < 72 hours ? out * 10 / 10_000 : 0;
        assertEq(flask.balanceOf(treasury), fee, "fee");
        assertEq(flask.balanceOf(alice), out - fee, "net");
    }

    function testFuzz_harvestNeverLowersThePrice(uint256 a, uint256 b, uint256 blocks, uint16 perf, uint16 call)
        public
    {
        vm.startPrank(owner);
        vault.setPerformanceFee(uint16(bound(perf, 0, 500)));
        vault.setCallFee(uint16(bound(call, 0, 100)));
        vm.stopPrank();
        _deposit(alice, bound(a, 1e12 + 1, 1e26));
        vm.roll(block.number + bound(blocks, 0, 100_000));
        _deposit(bob, bound(b, vault.getPricePerFullShare() / 1e18 + 1, 1e26));
        vm.roll(block.number + bound(blocks, 0, 100_000));
        uint256 price = vault.getPricePerFullShare();
        vm.prank(keeper);
        vault.harvest();
        assertGe(vault.getPricePerFullShare(), price, "harvest");
        assertEq(vault.calculateTotalPendingFlaskRewards(), 0, "all compounded");
    }
}
