// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FeeCollector} from "../../src/amm/FeeCollector.sol";
import {FlaskFactory} from "../../src/amm/FlaskFactory.sol";
import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {AmmFixture} from "./AmmFixture.sol";
import {path2, path3} from "./Paths.sol";

/// A token that refuses transfers to one address (a blacklist), for the collector's fallbacks.
contract RecipientBlockingToken is ERC20 {
    address public blocked;

    constructor() ERC20("Blocking", "BLOCK") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setBlocked(address account) external {
        blocked = account;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(to != blocked, "BLOCK: recipient blocked");
        super._update(from, to, value);
    }
}

/// SPEC §9: 0.25% per trade = 0.17% to liquidity providers + 0.08% to the protocol, of which
/// 0.03% goes to the treasury and 0.05% buys back and burns FLASK.
contract ProtocolFeeTest is AmmFixture {
    address internal operator = makeAddr("operator");
    FeeCollector.Buyback internal noBuyback;
    address[] internal noPath;

    function setUp() public override {
        super.setUp();
        give(address(tokenA), bob, 1e30);
        give(address(tokenB), bob, 1e30);
        approveRouter(bob, address(tokenA));
        approveRouter(bob, address(tokenB));
        vm.prank(admin);
        collector.setOperator(operator, true);
    }

    /// Swaps `amount` of A for B and the B received back for A, `rounds` times.
    /// Returns the volume (sum of the inputs, the price staying near 1).
    function roundTrips(uint256 rounds, uint256 amount) internal returns (uint256 volume) {
        return roundTripsWith(address(tokenB), rounds, amount);
    }

    /// The same through the A-`other` pair; bob must have approved the router for `other`.
    /// Returns the sum of the inputs.
    function roundTripsWith(address other, uint256 rounds, uint256 amount) internal returns (uint256 volume) {
        address[] memory forth = path2(address(tokenA), other);
        address[] memory back = path2(other, address(tokenA));
        vm.startPrank(bob);
        for (uint256 i; i < rounds; ++i) {
            uint256 received = router.swapExactTokensForTokens(amount, 0, forth, bob, block.timestamp)[1];
            router.swapExactTokensForTokens(received, 0, back, bob, block.timestamp);
            volume += amount + received;
        }
        vm.stopPrank();
    }

    /// Records every pair's price and waits one window, so a convert may trade against the average.
    function recordAllAndWait() internal {
        uint256 count = factory.allPairsLength();
        FlaskPair[] memory pairs = new FlaskPair[](count);
        for (uint256 i; i < count; ++i) pairs[i] = FlaskPair(factory.allPairs(i));
        collector.recordPrices(asIPairs(pairs));
        vm.warp(block.timestamp + collector.twapWindow());
    }

    function asIPairs(FlaskPair[] memory pairs) internal pure returns (IFlaskPair[] memory cast) {
        assembly ("memory-safe") {
            cast := pairs
        }
    }

    function test_feeOff_mintsNothingAndClearsKLast() public {
        (FlaskPair pair,) = provide(address(tokenA), address(tokenB), 1_000e18, 1_000e18, alice);
        assertEq(pair.kLast(), 1_000e18 * 1_000e18, "kLast recorded while the fee is on");
        vm.prank(admin);
        factory.setFeeTo(address(0));
        roundTrips(5, 10e18);
        provide(address(tokenA), address(tokenB), 1e18, 1e18, alice);
        assertEq(pair.balanceOf(address(collector)), 0, "no protocol liquidity");
        assertEq(pair.kLast(), 0, "kLast cleared");
    }

    /// The collector's liquidity is exactly L = S * (rootK - rootKLast) * 8 / (17 * rootK + 8 * rootKLast),
    /// which is worth 8/25 of the growth of sqrt(k).
    function test_mintFee_isEightTwentyFifthsOfTheGrowth() public {
        (FlaskPair pair,) = provide(address(tokenA), address(tokenB), 1_000e18, 1_000e18, alice);
        roundTrips(10, 50e18);
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        uint256 supply = pair.totalSupply();
        uint256 rootK = sqrt(uint256(reserve0) * reserve1);
        uint256 rootKLast = sqrt(pair.kLast());
        assertGt(rootK, rootKLast, "fees grew k");
        uint256 expected = supply * (rootK - rootKLast) * 8 / (17 * rootK + 8 * rootKLast);

        provide(address(tokenA), address(tokenB), 1e18, 1e18, alice); // any liquidity event mints the fee
        uint256 minted = pair.balanceOf(address(collector));
        assertEq(minted, expected, "protocol liquidity");
        // Worth of that liquidity, in sqrt(k) units at the pre-deposit reserves: 8/25 of the growth.
        uint256 worth = minted * rootK / (supply + minted);
        assertApproxEq(worth, (rootK - rootKLast) * 8 / 25, rootK / (supply + minted) + 1, "8/25 of the growth");
    }

    /// In value: the protocol earns 0.08% of volume and liquidity providers keep 0.17%.
    function test_feeSplit_ofVolume() public {
        (FlaskPair pair, uint256 aliceLiquidity) =
            provide(address(tokenA), address(tokenB), 1_000_000e18, 1_000_000e18, alice);
        uint256 volume = roundTrips(50, 1_000e18);

        provide(address(tokenA), address(tokenB), 1e18, 1e18, bob); // mints the protocol's share
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        uint256 supply = pair.totalSupply();
        // Value at a price of ~1: both reserves together, pro rata.
        uint256 protocolValue = pair.balanceOf(address(collector)) * (uint256(reserve0) + reserve1) / supply;
        uint256 aliceValue = aliceLiquidity * (uint256(reserve0) + reserve1) / supply;
        uint256 aliceGain = aliceValue - (2_000_000e18 * aliceLiquidity / (aliceLiquidity + 1000));

        assertApproxEq(protocolValue, volume * 8 / 10_000, volume * 8 / 10_000 / 100, "protocol: 0.08% of volume");
        assertApproxEq(aliceGain, volume * 17 / 10_000, volume * 17 / 10_000 / 100, "LPs: 0.17% of volume");
    }

    // ------------------------------------------------------------------ the collector

    function flaskPair() internal returns (FlaskPair pair) {
        (pair,) = provide(address(flask), address(tokenA), 100_000e18, 1_000_000e18, alice); // FLASK = 10 A
        provide(address(tokenA), address(tokenB), 1_000_000e18, 1_000_000e18, alice);
    }

    /// Fees in the FLASK-A pair, minted to the collector by a last deposit.
    function roundTripsThroughFlask() internal {
        approveRouter(bob, address(flask));
        roundTripsWith(address(flask), 10, 10_000e18);
        provide(address(flask), address(tokenA), 1e18, 10e18, bob);
    }

    /// Treasury gets exactly 3/8 of each token (0.03% of volume), the rest buys FLASK that is burnt (0.05%).
    function test_convert_splitsThreeEighthsToTreasuryAndBurnsTheRest() public {
        flaskPair();
        FlaskPair pairAB = pairOf(address(tokenA), address(tokenB));
        roundTrips(20, 1_000e18);
        provide(address(tokenA), address(tokenB), 1e18, 1e18, bob);
        uint256 liquidity = pairAB.balanceOf(address(collector));
        assertGt(liquidity, 0, "protocol liquidity");
        recordAllAndWait();

        // What burning that liquidity pays (no other event in between).
        (uint112 reserve0, uint112 reserve1,) = pairAB.getReserves();
        uint256 supply = pairAB.totalSupply();
        (uint256 amountA, uint256 amountB) = address(tokenA) < address(tokenB)
            ? (liquidity * reserve0 / supply, liquidity * reserve1 / supply)
            : (liquidity * reserve1 / supply, liquidity * reserve0 / supply);
        uint256 toTreasuryA = amountA * 3 / 8;
        uint256 toTreasuryB = amountB * 3 / 8;

        FeeCollector.Buyback memory buyA =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        FeeCollector.Buyback memory buyB =
            FeeCollector.Buyback({path: path3(address(tokenB), address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        bool aIs0 = address(tokenA) < address(tokenB);
        uint256 flaskSupply = flask.totalSupply();

        vm.expectEmit();
        emit FeeCollector.LiquidityConverted(address(pairAB), liquidity, aIs0 ? amountA : amountB, aIs0 ? amountB : amountA);
        vm.prank(operator);
        collector.convert(pairAB, aIs0 ? buyA : buyB, aIs0 ? buyB : buyA, FOREVER);

        assertEq(tokenA.balanceOf(treasury), toTreasuryA, "treasury: 3/8 of A");
        assertEq(tokenB.balanceOf(treasury), toTreasuryB, "treasury: 3/8 of B");
        assertEq(tokenA.balanceOf(address(collector)), 0, "A spent: 5/8 bought FLASK");
        assertEq(tokenB.balanceOf(address(collector)), 0, "B spent: 5/8 bought FLASK");
        assertEq(flask.balanceOf(address(collector)), 0, "FLASK burnt");
        assertEq(pairAB.balanceOf(address(collector)), 0, "liquidity redeemed");
        assertLt(flask.totalSupply(), flaskSupply, "supply fell by the FLASK bought");
        // The buy-back share is the remainder: 5/8 up to one unit of rounding.
        assertApproxEq(amountA - toTreasuryA, amountA * 5 / 8, 1, "5/8 of A");
    }

    /// End to end, in value: after volume V, the treasury holds 0.03% of V and the FLASK burnt is
    /// worth 0.05% of V (less the buy-back's own swap fees, two hops at most).
    function test_convert_paysThreeAndBurnsFiveBasisPointsOfVolume() public {
        // Deep pools so price impact stays negligible: FLASK = 10 A, A = B.
        provide(address(flask), address(tokenA), 10_000_000e18, 100_000_000e18, alice);
        provide(address(tokenA), address(tokenB), 100_000_000e18, 100_000_000e18, alice);
        FlaskPair pairAB = pairOf(address(tokenA), address(tokenB));
        uint256 volume = roundTrips(20, 50_000e18);
        provide(address(tokenA), address(tokenB), 1e18, 1e18, bob); // mints the protocol's share

        recordAllAndWait();
        uint256 flaskSupply = flask.totalSupply();
        bool aIs0 = address(tokenA) < address(tokenB);
        FeeCollector.Buyback memory buyA =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        FeeCollector.Buyback memory buyB =
            FeeCollector.Buyback({path: path3(address(tokenB), address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        vm.prank(operator);
        collector.convert(pairAB, aIs0 ? buyA : buyB, aIs0 ? buyB : buyA, FOREVER);

        uint256 treasuryValue = tokenA.balanceOf(treasury) + tokenB.balanceOf(treasury); // in A, price 1
        uint256 burntValue = (flaskSupply - flask.totalSupply()) * 10; // FLASK = 10 A
        assertApproxEq(treasuryValue, volume * 3 / 10_000, volume * 3 / 10_000 / 100, "treasury: 0.03% of volume");
        assertApproxEq(burntValue, volume * 5 / 10_000, volume * 5 / 10_000 / 100, "burnt: 0.05% of volume");
    }

    function test_convert_flaskSideIsBurntDirectly() public {
        FlaskPair pair = flaskPair();
        address[] memory buyFlask = path2(address(tokenA), address(flask));
        roundTripsThroughFlask();
        recordAllAndWait();

        uint256 liquidity = pair.balanceOf(address(collector));
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        uint256 supply = pair.totalSupply();
        uint256 amountFlask = liquidity * (address(flask) < address(tokenA) ? reserve0 : reserve1) / supply;
        uint256 flaskSupply = flask.totalSupply();

        bool flaskIs0 = address(flask) < address(tokenA);
        FeeCollector.Buyback memory buyA = FeeCollector.Buyback({path: buyFlask, minFlaskOut: 1, minReceived: 1});
        vm.prank(operator);
        FeeCollector.Buyback memory burn = FeeCollector.Buyback({path: noPath, minFlaskOut: 0, minReceived: 1});
        collector.convert(pair, flaskIs0 ? burn : buyA, flaskIs0 ? buyA : burn, FOREVER);

        uint256 flaskToTreasury = amountFlask * 3 / 8;
        assertEq(flask.balanceOf(treasury), flaskToTreasury, "treasury: 3/8 of the FLASK");
        // Supply fell by the FLASK side's 5/8 plus what A's 5/8 bought.
        assertGt(flaskSupply - flask.totalSupply(), amountFlask - flaskToTreasury, "burnt at least 5/8 of FLASK");
    }

    function test_convert_buyIsBoundedByTheOperatorsMinimum() public {
        flaskPair();
        FlaskPair pairAB = pairOf(address(tokenA), address(tokenB));
        roundTrips(5, 1_000e18);
        provide(address(tokenA), address(tokenB), 1e18, 1e18, bob);
        recordAllAndWait();
        FeeCollector.Buyback memory greedy =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 1e30, minReceived: 1});
        FeeCollector.Buyback memory buyB =
            FeeCollector.Buyback({path: path3(address(tokenB), address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        bool aIs0 = address(tokenA) < address(tokenB);
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        vm.prank(operator);
        collector.convert(pairAB, aIs0 ? greedy : buyB, aIs0 ? buyB : greedy, FOREVER);

        FeeCollector.Buyback memory unbounded =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 0, minReceived: 1});
        vm.expectRevert(FeeCollector.MissingMinimumOut.selector);
        vm.prank(operator);
        collector.convert(pairAB, aIs0 ? unbounded : buyB, aIs0 ? buyB : unbounded, FOREVER);

        FeeCollector.Buyback memory wrongPath =
            FeeCollector.Buyback({path: path2(address(tokenA), address(tokenB)), minFlaskOut: 1, minReceived: 1});
        vm.expectRevert(FeeCollector.InvalidPath.selector);
        vm.prank(operator);
        collector.convert(pairAB, aIs0 ? wrongPath : buyB, aIs0 ? buyB : wrongPath, FOREVER);
    }

    /// An expired deadline fails the whole convert: left to the router, whose revert the buy
    /// catches, it would send every buy-back share to the treasury instead.
    function test_convert_expiredDeadlineReverts() public {
        flaskPair();
        FlaskPair pairAB = pairOf(address(tokenA), address(tokenB));
        roundTrips(5, 1_000e18);
        provide(address(tokenA), address(tokenB), 1e18, 1e18, bob);
        FeeCollector.Buyback memory buyA =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        FeeCollector.Buyback memory buyB =
            FeeCollector.Buyback({path: path3(address(tokenB), address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        bool aIs0 = address(tokenA) < address(tokenB);
        vm.warp(block.timestamp + 1 hours);
        uint256 expired = block.timestamp - 1;
        vm.expectRevert(FeeCollector.Expired.selector);
        vm.prank(operator);
        collector.convert(pairAB, aIs0 ? buyA : buyB, aIs0 ? buyB : buyA, expired);
    }

    /// Fees in a pair whose tokens are A and `other`, converted with A bought back through A-FLASK.
    function otherPairWithFees(address other) internal returns (FlaskPair pair) {
        flaskPair();
        (pair,) = provide(address(tokenA), other, 1_000_000e18, 1_000_000e18, alice);
        approveRouter(bob, other);
        roundTripsWith(other, 10, 10_000e18);
        provide(address(tokenA), other, 1e18, 1e18, bob); // mints the protocol's share
        recordAllAndWait();
    }

    function convertWithABoughtBack(FlaskPair pair, address other, FeeCollector.Buyback memory otherSide) internal {
        FeeCollector.Buyback memory buyA =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        bool aIs0 = address(tokenA) < other;
        vm.prank(operator);
        collector.convert(pair, aIs0 ? buyA : otherSide, aIs0 ? otherSide : buyA, FOREVER);
    }

    /// C has no pair with FLASK: with an empty path its whole share goes to the treasury, and A's
    /// buy-back still happens.
    function test_convert_tokenWithoutRoutePaysItsBuybackShareToTheTreasury() public {
        FlaskPair pair = otherPairWithFees(address(tokenC));
        uint256 flaskSupply = flask.totalSupply();
        vm.expectEmit(true, false, false, false);
        emit FeeCollector.BuybackSkipped(address(tokenC), 0);
        convertWithABoughtBack(pair, address(tokenC), FeeCollector.Buyback({path: noPath, minFlaskOut: 0, minReceived: 1}));
        assertGt(tokenC.balanceOf(treasury), 0, "treasury got C");
        assertEq(tokenC.balanceOf(address(collector)), 0, "all of C: 3/8 and the buy-back share");
        assertLt(flask.totalSupply(), flaskSupply, "A's share still bought and burnt FLASK");
        assertEq(pair.balanceOf(address(collector)), 0, "the pair's fee is out");
    }

    /// The token refuses transfers into its FLASK pair, so its buy reverts: the convert reverts
    /// with it (no silent payment to the treasury), and the operator's explicit empty path then
    /// pays that token's buy-back share to the treasury instead of blocking the pair's fee.
    function test_convert_aFailingBuyRevertsAndOnlyAnEmptyPathPaysTheTreasury() public {
        RecipientBlockingToken blocking = new RecipientBlockingToken();
        (FlaskPair flaskPairOfBlocking,) = provide(address(blocking), address(flask), 1_000e18, 100e18, alice);
        FlaskPair pair = otherPairWithFees(address(blocking));
        blocking.setBlocked(address(flaskPairOfBlocking));
        FeeCollector.Buyback memory buyBlocking =
            FeeCollector.Buyback({path: path2(address(blocking), address(flask)), minFlaskOut: 1, minReceived: 1});
        bool aIs0 = address(tokenA) < address(blocking);
        FeeCollector.Buyback memory buyA =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        vm.expectRevert();
        vm.prank(operator);
        collector.convert(pair, aIs0 ? buyA : buyBlocking, aIs0 ? buyBlocking : buyA, FOREVER);
        assertEq(blocking.balanceOf(treasury), 0, "nothing sent to the treasury");

        vm.expectEmit(true, false, false, false);
        emit FeeCollector.BuybackSkipped(address(blocking), 0);
        convertWithABoughtBack(pair, address(blocking), FeeCollector.Buyback({path: noPath, minFlaskOut: 0, minReceived: 1}));
        assertGt(blocking.balanceOf(treasury), 0, "treasury got the token");
        assertEq(blocking.balanceOf(address(collector)), 0, "nothing left behind");
        assertEq(pair.balanceOf(address(collector)), 0, "the pair's fee is out");
    }

    /// The token refuses the treasury: that payment stays in the collector, the owner sweeps it.
    function test_convert_refusedTreasuryPaymentStaysForTheSweep() public {
        RecipientBlockingToken blocking = new RecipientBlockingToken();
        FlaskPair pair = otherPairWithFees(address(blocking));
        blocking.setBlocked(treasury);
        convertWithABoughtBack(pair, address(blocking), FeeCollector.Buyback({path: noPath, minFlaskOut: 0, minReceived: 1}));
        uint256 stuck = blocking.balanceOf(address(collector));
        assertGt(stuck, 0, "kept");
        assertEq(pair.balanceOf(address(collector)), 0, "the pair's fee is out");

        address newTreasury = makeAddr("newTreasury");
        vm.expectEmit();
        emit FeeCollector.Swept(address(blocking), newTreasury, stuck);
        vm.prank(admin);
        collector.sweep(IERC20(address(blocking)), newTreasury, stuck);
        assertEq(blocking.balanceOf(newTreasury), stuck, "swept");
    }

    function test_sweep_onlyTheOwnerAndNeverFlask() public {
        give(address(flask), address(collector), 1e18);
        give(address(tokenA), address(collector), 1e18);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, operator));
        vm.prank(operator);
        collector.sweep(IERC20(address(tokenA)), operator, 1e18);
        vm.expectRevert(FeeCollector.CannotSweepFlask.selector);
        vm.prank(admin);
        collector.sweep(IERC20(address(flask)), admin, 1e18);
        vm.prank(admin);
        collector.sweep(IERC20(address(tokenA)), treasury, 1e18);
        assertEq(tokenA.balanceOf(treasury), 1e18, "swept to the treasury");
    }

    /// The FLASK-A pair's fee, recorded and a window old, with the operator's sides for it.
    function flaskPairReadyToConvert()
        internal
        returns (FlaskPair pair, FeeCollector.Buyback memory side0, FeeCollector.Buyback memory side1)
    {
        pair = flaskPair();
        roundTripsThroughFlask();
        recordAllAndWait();
        FeeCollector.Buyback memory burn = FeeCollector.Buyback({path: noPath, minFlaskOut: 0, minReceived: 1});
        FeeCollector.Buyback memory buyA =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        (side0, side1) = address(flask) < address(tokenA) ? (burn, buyA) : (buyA, burn);
    }

    /// A (compromised) operator sandwiches the burn with minimums of 1: the pair's price is far
    /// from its average, so the convert reverts instead of paying the fee in skewed amounts.
    function test_convert_sandwichedBurnRevertsWhateverTheOperatorsMinimums() public {
        (FlaskPair pair, FeeCollector.Buyback memory side0, FeeCollector.Buyback memory side1) =
            flaskPairReadyToConvert();
        give(address(tokenA), bob, 1e24);
        vm.prank(bob);
        router.swapExactTokensForTokens(200_000e18, 0, path2(address(tokenA), address(flask)), bob, FOREVER);
        vm.prank(operator);
        (bool ok, bytes memory reason) =
            address(collector).call(abi.encodeCall(FeeCollector.convert, (pair, side0, side1, FOREVER)));
        assertTrue(!ok, "sandwiched convert reverts");
        assertEq(bytes32(bytes4(reason)), bytes32(FeeCollector.PriceDeviation.selector), "price off its average");
    }

    /// The operator front-runs its own buy-back (FLASK made dearer in the pair it buys through) with
    /// a minimum of 1: the buy must still return the average price's FLASK less the deviation.
    function test_convert_sandwichedBuyIsBoundedByTheAveragePrice() public {
        flaskPair();
        FlaskPair pairAB = pairOf(address(tokenA), address(tokenB));
        roundTrips(5, 1_000e18);
        provide(address(tokenA), address(tokenB), 1e18, 1e18, bob);
        recordAllAndWait();
        FeeCollector.Buyback memory buyA =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        FeeCollector.Buyback memory buyB =
            FeeCollector.Buyback({path: path3(address(tokenB), address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        bool aIs0 = address(tokenA) < address(tokenB);
        give(address(tokenA), bob, 1e24);
        vm.prank(bob);
        router.swapExactTokensForTokens(50_000e18, 0, path2(address(tokenA), address(flask)), bob, FOREVER);
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        vm.prank(operator);
        collector.convert(pairAB, aIs0 ? buyA : buyB, aIs0 ? buyB : buyA, FOREVER);
    }

    /// Within the deviation the convert goes through at a price near the average.
    function test_convert_smallMoveWithinTheDeviationConverts() public {
        (FlaskPair pair, FeeCollector.Buyback memory side0, FeeCollector.Buyback memory side1) =
            flaskPairReadyToConvert();
        give(address(tokenA), bob, 1e24);
        vm.prank(bob);
        router.swapExactTokensForTokens(1_000e18, 0, path2(address(tokenA), address(flask)), bob, FOREVER); // ~0.2%
        uint256 liquidity = pair.balanceOf(address(collector));
        vm.expectEmit(true, false, false, false);
        emit FeeCollector.LiquidityConverted(address(pair), 0, 0, 0);
        vm.prank(operator);
        collector.convert(pair, side0, side1, FOREVER);
        // Only the fee of the swap above, minted by the burn itself, is left.
        assertLt(pair.balanceOf(address(collector)), liquidity / 10, "converted");
    }

    /// The operator's own minimums still apply on top of the average price's bound.
    function test_convert_operatorsMinimumsStillApply() public {
        (FlaskPair pair, FeeCollector.Buyback memory side0, FeeCollector.Buyback memory side1) =
            flaskPairReadyToConvert();
        uint256 liquidity = pair.balanceOf(address(collector));
        (uint112 reserve0,,) = pair.getReserves();
        side0.minReceived = liquidity * reserve0 / pair.totalSupply() * 2; // more than the burn can pay
        vm.prank(operator);
        (bool ok, bytes memory reason) =
            address(collector).call(abi.encodeCall(FeeCollector.convert, (pair, side0, side1, FOREVER)));
        assertTrue(!ok, "convert reverts");
        assertEq(bytes32(bytes4(reason)), bytes32(FeeCollector.InsufficientReceived.selector), "below the minimum");

        side0.minReceived = 0;
        vm.expectRevert(FeeCollector.MissingMinimumOut.selector);
        vm.prank(operator);
        collector.convert(pair, side0, side1, FOREVER);
    }

    /// A convert needs a recording between one and two windows old of every pair it trades in;
    /// recording again within a window never moves the average's start.
    function test_convert_needsARecordingOneToTwoWindowsOld() public {
        FlaskPair pair = flaskPair();
        roundTripsThroughFlask();
        bool flaskIs0 = address(flask) < address(tokenA);
        FeeCollector.Buyback memory burn = FeeCollector.Buyback({path: noPath, minFlaskOut: 0, minReceived: 1});
        FeeCollector.Buyback memory buyA =
            FeeCollector.Buyback({path: path2(address(tokenA), address(flask)), minFlaskOut: 1, minReceived: 1});
        bytes memory convertCall =
            abi.encodeCall(FeeCollector.convert, (pair, flaskIs0 ? burn : buyA, flaskIs0 ? buyA : burn, FOREVER));
        bytes memory noRecentPrice = abi.encodeWithSelector(FeeCollector.NoRecentPrice.selector, address(pair));
        IFlaskPair[] memory pairs = new IFlaskPair[](1);
        pairs[0] = IFlaskPair(address(pair));
        uint32 window = collector.twapWindow();

        vm.expectRevert(noRecentPrice);
        vm.prank(operator);
        (bool ok,) = address(collector).call(convertCall);
        ok;

        collector.recordPrices(pairs);
        (uint64 recordedAt,,) = collector.latestObservation(address(pair));
        vm.warp(block.timestamp + window - 1);
        collector.recordPrices(pairs); // too soon: kept
        (uint64 stillAt,,) = collector.latestObservation(address(pair));
        assertEq(stillAt, recordedAt, "a recording within the window never moves the start");
        vm.expectRevert(noRecentPrice);
        vm.prank(operator);
        (ok,) = address(collector).call(convertCall);

        vm.warp(recordedAt + 2 * uint256(window) + 1);
        vm.expectRevert(noRecentPrice);
        vm.prank(operator);
        (ok,) = address(collector).call(convertCall);

        collector.recordPrices(pairs); // a fresh start, the old one kept as the previous recording
        (uint64 previousAt,,) = collector.previousObservation(address(pair));
        assertEq(previousAt, recordedAt, "previous recording");
        vm.warp(block.timestamp + window);
        vm.prank(operator);
        (ok,) = address(collector).call(convertCall);
        assertTrue(ok, "converts a window after the recording");
    }

    function test_recordPrices_onlyTheFactorysPairs() public {
        FlaskFactory other = new FlaskFactory(admin);
        IFlaskPair[] memory pairs = new IFlaskPair[](1);
        pairs[0] = IFlaskPair(other.createPair(address(tokenA), address(tokenB)));
        vm.expectRevert(FeeCollector.UnknownPair.selector);
        collector.recordPrices(pairs);
    }

    function test_twapSettings_ownerOnlyAndBounded() public {
        vm.expectEmit();
        emit FeeCollector.TwapWindowChanged(30 minutes, 1 hours);
        vm.prank(admin);
        collector.setTwapWindow(1 hours);
        assertEq(collector.twapWindow(), 1 hours, "window");
        vm.expectEmit();
        emit FeeCollector.MaxDeviationChanged(200, 500);
        vm.prank(admin);
        collector.setMaxDeviation(500);
        assertEq(collector.maxDeviationBps(), 500, "deviation");

        vm.startPrank(admin);
        vm.expectRevert(FeeCollector.InvalidWindow.selector);
        collector.setTwapWindow(5 minutes - 1);
        vm.expectRevert(FeeCollector.InvalidWindow.selector);
        collector.setTwapWindow(1 days + 1);
        vm.expectRevert(FeeCollector.InvalidDeviation.selector);
        collector.setMaxDeviation(0);
        vm.expectRevert(FeeCollector.InvalidDeviation.selector);
        collector.setMaxDeviation(1_001);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, operator));
        vm.prank(operator);
        collector.setTwapWindow(1 hours);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, operator));
        vm.prank(operator);
        collector.setMaxDeviation(1_000);
    }

    function test_convert_onlyOperatorsAndOwner() public {
        flaskPair();
        FlaskPair pairAB = pairOf(address(tokenA), address(tokenB));
        vm.expectRevert(FeeCollector.NotOperator.selector);
        vm.prank(bob);
        collector.convert(pairAB, noBuyback, noBuyback, FOREVER);
        vm.expectRevert(FeeCollector.NothingToConvert.selector);
        vm.prank(admin);
        collector.convert(pairAB, noBuyback, noBuyback, FOREVER);
    }

    function test_convert_onlyTheFactorysPairs() public {
        flaskPair();
        // A pair from another factory, even with real tokens, is refused.
        FlaskFactory other = new FlaskFactory(admin);
        FlaskPair foreign = FlaskPair(other.createPair(address(tokenA), address(tokenB)));
        vm.expectRevert(FeeCollector.UnknownPair.selector);
        vm.prank(operator);
        collector.convert(foreign, noBuyback, noBuyback, FOREVER);
    }

    function test_ownerActions_emitEvents() public {
        vm.expectEmit();
        emit FeeCollector.OperatorSet(bob, true);
        vm.prank(admin);
        collector.setOperator(bob, true);
        assertTrue(collector.isOperator(bob), "operator");

        vm.expectEmit();
        emit FeeCollector.TreasuryChanged(treasury, bob);
        vm.prank(admin);
        collector.setTreasury(bob);
        assertEq(collector.treasury(), bob, "treasury");

        vm.expectRevert(FeeCollector.ZeroAddress.selector);
        vm.prank(admin);
        collector.setTreasury(address(0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, bob));
        vm.prank(bob);
        collector.setTreasury(bob);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, bob));
        vm.prank(bob);
        collector.setOperator(bob, false);
    }

    function test_wiring() public view {
        assertEq(factory.feeTo(), address(collector), "feeTo is the collector");
        assertEq(address(collector.router()), address(router), "router");
        assertEq(address(collector.flask()), address(flask), "flask");
        assertEq(collector.owner(), admin, "owner");
    }
}
