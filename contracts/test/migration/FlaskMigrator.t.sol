// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {FlaskMigrator} from "../../src/migration/FlaskMigrator.sol";
import {ILegacyFactory} from "../../src/migration/interfaces/ILegacyPair.sol";
import {FeeOnTransferToken} from "../../src/token/testing/FeeOnTransferToken.sol";
import {MigrationFixture} from "./MigrationFixture.sol";

/// A recipient that refuses BNB: it must get its leftover as WBNB.
contract RefusesBNB {}

contract FlaskMigratorTest is MigrationFixture {
    uint256 internal constant CAROL_KEY = 0xCA401;
    address internal carol;

    IFlaskPair internal legacyAB;
    IFlaskPair internal pairAB;

    function setUp() public override {
        super.setUp();
        carol = vm.addr(CAROL_KEY);
        // FlaskSwap prices B at 1 A, the legacy exchange at 1/1.1 A: the same position differs.
        (pairAB,) = provide(address(tokenA), address(tokenB), 100_000e18, 100_000e18, bob);
        (legacyAB,) = legacyProvide(address(tokenA), address(tokenB), 100_000e18, 110_000e18, bob);
        legacyProvide(address(tokenA), address(tokenB), 1_000e18, 1_100e18, alice);
        legacyProvide(address(tokenA), address(tokenB), 1_000e18, 1_100e18, carol);
    }

    /// What burning `liquidity` of `pair` pays, in token0/token1 order (Uniswap V2, fee switch off).
    function burnShare(IFlaskPair pair, uint256 liquidity) internal view returns (uint256 amount0, uint256 amount1) {
        uint256 supply = pair.totalSupply();
        amount0 = liquidity * balanceOf(pair.token0(), address(pair)) / supply;
        amount1 = liquidity * balanceOf(pair.token1(), address(pair)) / supply;
    }

    function assertMigratorEmpty(address token0, address token1, IFlaskPair legacyPair) internal view {
        assertEq(balanceOf(token0, address(migrator)), 0, "migrator keeps no token0");
        assertEq(balanceOf(token1, address(migrator)), 0, "migrator keeps no token1");
        assertEq(legacyPair.balanceOf(address(migrator)), 0, "migrator keeps no legacy LP");
        assertEq(address(migrator).balance, 0, "migrator keeps no BNB");
    }

    function test_migrate_movesThePositionAtTheNewPairsPriceAndReturnsTheRest() public {
        approveMigrator(alice, legacyAB);
        uint256 legacyLp = legacyAB.balanceOf(alice);
        (uint256 out0, uint256 out1) = burnShare(legacyAB, legacyLp);
        (uint256 reserve0, uint256 reserve1) = reserves(pairAB);
        uint256 supply = pairAB.totalSupply();
        (address token0, address token1) = (pairAB.token0(), pairAB.token1());
        uint256 before0 = balanceOf(token0, alice);
        uint256 before1 = balanceOf(token1, alice);

        vm.prank(alice);
        (uint256 amount0, uint256 amount1, uint256 liquidity) =
            migrator.migrate(address(legacyAB), legacyLp, 0, 0, alice, FOREVER);

        assertEq(legacyAB.balanceOf(alice), 0, "legacy LP burnt");
        // One side goes in whole; the other at FlaskSwap's price, the rest back to alice.
        assertTrue(amount0 == out0 || amount1 == out1, "one side whole");
        assertApproxEq(amount0 * reserve1, amount1 * reserve0, reserve0 + reserve1, "deposit at FlaskSwap's price");
        assertEq(balanceOf(token0, alice) - before0, out0 - amount0, "token0 leftover to alice");
        assertEq(balanceOf(token1, alice) - before1, out1 - amount1, "token1 leftover to alice");
        (uint256 after0, uint256 after1) = reserves(pairAB);
        assertEq(after0, reserve0 + amount0, "FlaskSwap reserve0");
        assertEq(after1, reserve1 + amount1, "FlaskSwap reserve1");
        assertGt(liquidity, 0, "LP minted");
        assertApproxEq(liquidity, Math.min(amount0 * supply / reserve0, amount1 * supply / reserve1), 1, "LP formula");
        assertEq(pairAB.balanceOf(alice), liquidity, "FlaskSwap LP to alice");
        assertMigratorEmpty(token0, token1, legacyAB);
    }

    function test_migrate_createsTheFlaskSwapPairAtTheLegacyPrice() public {
        (IFlaskPair legacyAC, uint256 legacyLp) =
            legacyProvide(address(tokenA), address(tokenC), 3_000e18, 12_000e18, alice);
        approveMigrator(alice, legacyAC);
        assertEq(factory.getPair(address(tokenA), address(tokenC)), address(0), "no FlaskSwap pair yet");
        (uint256 out0, uint256 out1) = burnShare(legacyAC, legacyLp);

        vm.prank(alice);
        (uint256 amount0, uint256 amount1, uint256 liquidity) =
            migrator.migrate(address(legacyAC), legacyLp, out0, out1, alice, FOREVER);

        IFlaskPair created = IFlaskPair(factory.getPair(address(tokenA), address(tokenC)));
        (uint256 reserve0, uint256 reserve1) = reserves(created);
        assertEq(amount0, out0, "all of token0");
        assertEq(amount1, out1, "all of token1");
        assertEq(reserve0, out0, "reserve0 = what the legacy pair paid");
        assertEq(reserve1, out1, "reserve1 = what the legacy pair paid");
        assertEq(liquidity, sqrt(out0 * out1) - 1000, "first deposit mints sqrt(a*b) - MINIMUM_LIQUIDITY");
        assertEq(created.balanceOf(alice), liquidity, "LP to alice");
        assertMigratorEmpty(address(tokenA), address(tokenC), legacyAC);
    }

    function test_migrateWithPermit_needsNoApprovalTransaction() public {
        uint256 legacyLp = legacyAB.balanceOf(carol);
        (uint8 v, bytes32 r, bytes32 s) = signPermit(CAROL_KEY, legacyAB, legacyLp, FOREVER);
        vm.prank(carol);
        (,, uint256 liquidity) =
            migrator.migrateWithPermit(address(legacyAB), legacyLp, 0, 0, carol, FOREVER, false, v, r, s);
        assertEq(legacyAB.balanceOf(carol), 0, "legacy LP burnt");
        assertEq(pairAB.balanceOf(carol), liquidity, "FlaskSwap LP to carol");
        assertEq(legacyAB.allowance(carol, address(migrator)), 0, "the exact permit is used up");
    }

    function test_migrateWithPermit_goesAheadWhenThePermitWasFrontRun() public {
        uint256 legacyLp = legacyAB.balanceOf(carol);
        (uint8 v, bytes32 r, bytes32 s) = signPermit(CAROL_KEY, legacyAB, type(uint256).max, FOREVER);
        legacyAB.permit(carol, address(migrator), type(uint256).max, FOREVER, v, r, s); // someone else submits it
        vm.prank(carol);
        migrator.migrateWithPermit(address(legacyAB), legacyLp, 0, 0, carol, FOREVER, true, v, r, s);
        assertEq(legacyAB.balanceOf(carol), 0, "migrated anyway");
    }

    function test_migrateWithPermit_refusesABadSignature() public {
        uint256 legacyLp = legacyAB.balanceOf(carol);
        (uint8 v, bytes32 r, bytes32 s) = signPermit(CAROL_KEY, legacyAB, legacyLp - 1, FOREVER);
        vm.prank(carol);
        vm.expectRevert(bytes("UniswapV2: INVALID_SIGNATURE"));
        migrator.migrateWithPermit(address(legacyAB), legacyLp, 0, 0, carol, FOREVER, false, v, r, s);
    }

    function test_migrate_bnbPair_paysTheLeftoverWbnbAsBnb() public {
        // FlaskSwap: 1 BNB = 100 A; legacy: 1 BNB = 90 A. Moving at FlaskSwap's price leaves WBNB over.
        (IFlaskPair pairAW,) = provide(address(tokenA), address(wbnb), 100_000e18, 1_000e18, bob);
        (IFlaskPair legacyAW, uint256 legacyLp) = legacyProvide(address(tokenA), address(wbnb), 9_000e18, 100e18, alice);
        approveMigrator(alice, legacyAW);
        uint256 bnbBefore = alice.balance;
        vm.prank(alice);
        migrator.migrate(address(legacyAW), legacyLp, 0, 0, alice, FOREVER);
        assertGt(alice.balance - bnbBefore, 9e18, "about 10 WBNB back, as BNB");
        assertEq(balanceOf(address(wbnb), alice), 0, "no WBNB");
        assertGt(pairAW.balanceOf(alice), 0, "FlaskSwap LP");
        assertMigratorEmpty(address(tokenA), address(wbnb), legacyAW);
    }

    function test_migrate_bnbPair_aRecipientRefusingBnbGetsWbnb() public {
        provide(address(tokenA), address(wbnb), 100_000e18, 1_000e18, bob);
        (IFlaskPair legacyAW, uint256 legacyLp) = legacyProvide(address(tokenA), address(wbnb), 9_000e18, 100e18, alice);
        approveMigrator(alice, legacyAW);
        address vaultLike = address(new RefusesBNB());
        vm.prank(alice);
        migrator.migrate(address(legacyAW), legacyLp, 0, 0, vaultLike, FOREVER);
        assertGt(balanceOf(address(wbnb), vaultLike), 9e18, "the leftover as WBNB");
        assertEq(vaultLike.balance, 0, "no BNB");
        assertMigratorEmpty(address(tokenA), address(wbnb), legacyAW);
    }

    /// A fee-on-transfer token loses its fee on each hop and nothing more: the deposit matches the
    /// FlaskSwap price whichever side it is on, so no excess is left in the pair for others.
    function testFuzz_migrate_feeOnTransferToken_onEitherSide(bool burnLimits) public {
        FeeOnTransferToken burn = newFeeOnTransferToken(200);
        // burnLimits: the legacy pair holds less BURN per BNB than FlaskSwap, so BURN goes in whole.
        (IFlaskPair pairBW,) = provide(address(burn), address(wbnb), 1_000_000e18, 100e18, bob);
        (IFlaskPair legacyBW, uint256 legacyLp) =
            legacyProvide(address(burn), address(wbnb), burnLimits ? 90_000e18 : 110_000e18, 10e18, alice);
        approveMigrator(alice, legacyBW);
        (uint256 reserve0, uint256 reserve1) = reserves(pairBW);
        uint256 supply = pairBW.totalSupply();

        vm.prank(alice);
        (uint256 amount0, uint256 amount1, uint256 liquidity) =
            migrator.migrate(address(legacyBW), legacyLp, 0, 0, alice, FOREVER);

        uint256 by0 = amount0 * supply / reserve0;
        uint256 by1 = amount1 * supply / reserve1;
        assertEq(liquidity, Math.min(by0, by1), "LP formula");
        // What one side brings beyond the other is a gift to the pair: a few units of rounding at most.
        assertLe(Math.max(by0, by1) - liquidity, liquidity / 1e12 + 10, "no excess left in the pair");
        assertMigratorEmpty(address(burn), address(wbnb), legacyBW);
    }

    function test_migrate_refusesLessThanTheMinimums() public {
        approveMigrator(alice, legacyAB);
        uint256 legacyLp = legacyAB.balanceOf(alice);
        (uint256 out0, uint256 out1) = burnShare(legacyAB, legacyLp);
        vm.startPrank(alice);
        // At FlaskSwap's price not all of both sides fit: asking for all of both must fail.
        bool zeroLimits = out0 <= out1; // at price 1 the smaller side goes in whole
        vm.expectRevert(
            zeroLimits ? FlaskMigrator.InsufficientAmount1.selector : FlaskMigrator.InsufficientAmount0.selector
        );
        migrator.migrate(address(legacyAB), legacyLp, out0, out1, alice, FOREVER);
        vm.stopPrank();
    }

    function test_migrate_refusesAnExpiredDeadline() public {
        approveMigrator(alice, legacyAB);
        uint256 legacyLp = legacyAB.balanceOf(alice);
        vm.warp(1000);
        vm.prank(alice);
        vm.expectRevert(FlaskMigrator.Expired.selector);
        migrator.migrate(address(legacyAB), legacyLp, 0, 0, alice, 999);
    }

    function test_migrate_takesOnlyTheLegacyFactorysPairs() public {
        approveRouter(alice, address(pairAB));
        vm.prank(alice);
        vm.expectRevert(FlaskMigrator.NotLegacyPair.selector);
        migrator.migrate(address(pairAB), 1, 0, 0, alice, FOREVER);
    }

    function test_migrate_needsTheCallersOwnApprovedLp() public {
        uint256 legacyLp = legacyAB.balanceOf(alice);
        vm.prank(alice);
        vm.expectRevert(bytes("ds-math-sub-underflow"));
        migrator.migrate(address(legacyAB), legacyLp, 0, 0, alice, FOREVER);
        // Alice's approval lets nobody else move her LP: the migrator only pulls from its caller.
        approveMigrator(alice, legacyAB);
        vm.prank(bob);
        vm.expectRevert(bytes("ds-math-sub-underflow"));
        migrator.migrate(address(legacyAB), legacyLp, 0, 0, bob, FOREVER);
        assertEq(legacyAB.balanceOf(alice), legacyLp, "alice's LP untouched");
    }

    function test_migrate_paysStrayTokensOutWithTheNextMigration() public {
        give(address(tokenA), address(migrator), 5e18);
        approveMigrator(alice, legacyAB);
        uint256 legacyLp = legacyAB.balanceOf(alice);
        vm.prank(alice);
        migrator.migrate(address(legacyAB), legacyLp, 0, 0, alice, FOREVER);
        assertMigratorEmpty(address(tokenA), address(tokenB), legacyAB);
    }

    function test_constructor_refusesFlaskSwapAsItsOwnLegacy() public {
        vm.expectRevert(FlaskMigrator.SameFactory.selector);
        new FlaskMigrator(factory, ILegacyFactory(address(factory)), address(wbnb));
    }

    function test_receive_refusesBnbFromAnyoneButWbnb() public {
        vm.deal(alice, 1e18);
        vm.prank(alice);
        (bool sent,) = address(migrator).call{value: 1e18}("");
        assertTrue(!sent, "BNB refused");
    }

    /// Any two prices and any share of the position: everything the legacy pair paid ends in the
    /// FlaskSwap pair or back with the user, the deposit matches FlaskSwap's price, nothing stays.
    function testFuzz_migrate_conservesEveryToken(uint256 legacyPriceBps, uint256 flaskPriceBps, uint256 shareBps)
        public
    {
        legacyPriceBps = bound(legacyPriceBps, 100, 1_000_000);
        flaskPriceBps = bound(flaskPriceBps, 100, 1_000_000);
        (IFlaskPair pairAC,) =
            provide(address(tokenA), address(tokenC), 50_000e18, 50_000e18 * flaskPriceBps / 10_000, bob);
        (IFlaskPair legacyAC, uint256 held) =
            legacyProvide(address(tokenA), address(tokenC), 5_000e18, 5_000e18 * legacyPriceBps / 10_000, alice);
        Before memory before = snapshot(pairAC, legacyAC, held * bound(shareBps, 1, 10_000) / 10_000);
        approveMigrator(alice, legacyAC);

        vm.prank(alice);
        (uint256 amount0, uint256 amount1,) = migrator.migrate(address(legacyAC), before.legacyLp, 0, 0, alice, FOREVER);

        assertEq(amount0 + balanceOf(pairAC.token0(), alice) - before.alice0, before.out0, "token0 conserved");
        assertEq(amount1 + balanceOf(pairAC.token1(), alice) - before.alice1, before.out1, "token1 conserved");
        uint256 tolerance = Math.max(before.reserve0, before.reserve1);
        assertApproxEq(amount0 * before.reserve1, amount1 * before.reserve0, tolerance, "deposit at FlaskSwap's price");
        assertMigratorEmpty(pairAC.token0(), pairAC.token1(), legacyAC);
    }

    struct Before {
        uint256 legacyLp;
        uint256 out0;
        uint256 out1;
        uint256 reserve0;
        uint256 reserve1;
        uint256 alice0;
        uint256 alice1;
    }

    function snapshot(IFlaskPair pair, IFlaskPair legacyPair, uint256 legacyLp)
        internal
        view
        returns (Before memory b)
    {
        b.legacyLp = legacyLp;
        (b.out0, b.out1) = burnShare(legacyPair, legacyLp);
        (b.reserve0, b.reserve1) = reserves(pair);
        b.alice0 = balanceOf(pair.token0(), alice);
        b.alice1 = balanceOf(pair.token1(), alice);
    }
}
