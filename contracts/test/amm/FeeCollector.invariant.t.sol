// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FeeCollector} from "../../src/amm/FeeCollector.sol";
import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {FlaskRouter} from "../../src/amm/FlaskRouter.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {Vm} from "../utils/Vm.sol";
import {Test} from "../utils/Test.sol";
import {AmmFixture} from "./AmmFixture.sol";
import {path2} from "./Paths.sol";

/// Trades, fee mints, price recordings and time on three pairs (FLASK-A, A-B, B-FLASK), with a
/// compromised operator that converts with minimums of 1, sometimes right after pushing a price
/// (a sandwich's front-run), and the owner's actions: window, deviation, operator, treasury, sweep.
contract FeeCollectorHandler is Test {
    uint256 private constant BPS = 10_000;

    FeeCollector public immutable collector;
    FlaskRouter public immutable router;
    FlaskToken public immutable flask;
    address public immutable owner;
    address public immutable operator;
    address public immutable stranger;
    FlaskPair[] public pairs;
    address[2] public treasuries;

    bool public operatorAllowed = true;
    bool public boundBroken;
    bool public outsiderConverted;
    bool public startMovedWithinAWindow;
    bool public treasuryShort;
    uint256 public flaskDonated;
    uint256 public flaskBurned;
    uint256 public converts;
    uint256 public sandwichesStopped;
    /// Each pair's average prices (0 and 1) as the current convert reads them, if it has any.
    uint256[2][3] private averages;
    bool[3] private averageKnown;

    constructor(FeeCollector collector_, FlaskRouter router_, FlaskToken flask_, FlaskPair[] memory pairs_, address owner_)
    {
        collector = collector_;
        router = router_;
        flask = flask_;
        owner = owner_;
        operator = makeAddr("operator");
        stranger = makeAddr("stranger");
        pairs = pairs_;
        treasuries = [collector_.treasury(), makeAddr("treasury2")];
        for (uint256 i; i < pairs_.length; ++i) {
            IERC20(pairs_[i].token0()).approve(address(router_), type(uint256).max);
            IERC20(pairs_[i].token1()).approve(address(router_), type(uint256).max);
        }
    }

    // ------------------------------------------------------------------ the market

    function swap(uint256 pairSeed, bool zeroForOne, uint256 amount) external {
        // Small trades (the fees a convert redeems); the operator's pushes below are larger.
        _swap(pairs[pairSeed % pairs.length], zeroForOne, amount, 400);
    }

    /// A deposit in every pair: each mints the protocol's share of the fees since its last one.
    function addLiquidity() external {
        for (uint256 i; i < pairs.length; ++i) {
            FlaskPair pair = pairs[i];
            (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
            router.addLiquidity(
                pair.token0(), pair.token1(), reserve0 / 1000, reserve1 / 1000, 0, 0, address(this), block.timestamp
            );
        }
    }

    /// Up to a window, so recordings keep falling in the one-to-two-windows range convert reads.
    function wait(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, collector.twapWindow()));
        vm.roll(block.number + 1);
    }

    /// The keeper's routine: record every pair, wait one window (a convert may follow).
    function recordAndWaitAWindow() external {
        record();
        vm.warp(block.timestamp + collector.twapWindow());
        vm.roll(block.number + 1);
    }

    /// Records every pair (the keeper's job; anyone may).
    function record() public {
        uint256 n = pairs.length;
        IFlaskPair[] memory chosen = new IFlaskPair[](n);
        uint64[] memory before = new uint64[](n);
        for (uint256 i; i < n; ++i) {
            chosen[i] = IFlaskPair(address(pairs[i]));
            (before[i],,) = collector.latestObservation(address(pairs[i]));
        }
        collector.recordPrices(chosen);
        for (uint256 i; i < n; ++i) {
            (uint64 latest,,) = collector.latestObservation(address(chosen[i]));
            if (latest != before[i] && before[i] != 0 && block.timestamp - before[i] < collector.twapWindow()) {
                startMovedWithinAWindow = true;
            }
        }
    }

    // ------------------------------------------------------------------ the operator

    /// The operator converts a pair's fee (the first from `pairSeed` on that holds some) with
    /// minimums of 1, what a compromised key would pass. When `pushSeed` is odd it first front-runs
    /// its own convert: `pushSeed % 4 == 1` makes FLASK dearer in the pair a buy goes through,
    /// `3` pushes the burnt pair's price. `emptyMask` picks sides whose buy-back share goes to the
    /// treasury instead, and now and then a stranger (never an operator) tries in its place.
    function convert(uint256 pairSeed, uint256 pushSeed, uint256 pushAmount, uint256 emptyMask) external {
        // A buy's own pair is pushed only when it is not the burnt one: A-B's fee then, if any.
        FlaskPair pair = _pairWithFee(pushSeed % 4 == 1 ? 1 : pairSeed);
        if (address(pair) == address(0)) return;
        // The averages convert will read: the same all block long, so taken before the push.
        for (uint256 i; i < pairs.length; ++i) {
            (averageKnown[i], averages[i][0], averages[i][1]) = _average(pairs[i]);
        }
        _push(pair, pushSeed, pushAmount);
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        uint256 price0 = (uint256(reserve1) << 112) / reserve0;
        uint256[2] memory treasuryBefore = [_treasuryBalance(pair.token0()), _treasuryBalance(pair.token1())];
        FeeCollector.Buyback memory side0 = _side(pair.token0(), emptyMask & 1 == 1);
        FeeCollector.Buyback memory side1 = _side(pair.token1(), emptyMask & 2 == 2);
        bool byStranger = (emptyMask >> 2) % 5 == 4;
        vm.recordLogs();
        vm.prank(byStranger ? stranger : operator);
        try collector.convert(pair, side0, side1, block.timestamp) {
            ++converts;
            if (byStranger || !operatorAllowed) outsiderConverted = true;
            uint256 p = _index(pair);
            uint256 average0 = averages[p][0];
            uint256 gap = price0 > average0 ? price0 - average0 : average0 - price0;
            if (!averageKnown[p] || gap * BPS > average0 * collector.maxDeviationBps()) boundBroken = true;
            _checkLogs(pair, treasuryBefore);
        } catch {
            if (pushSeed % 2 == 1) ++sandwichesStopped;
            vm.getRecordedLogs();
        }
    }

    function _pairWithFee(uint256 pairSeed) private view returns (FlaskPair) {
        for (uint256 i; i < pairs.length; ++i) {
            FlaskPair pair = pairs[(pairSeed + i) % pairs.length];
            if (pair.balanceOf(address(collector)) != 0) return pair;
        }
        return FlaskPair(address(0));
    }

    function _push(FlaskPair pair, uint256 pushSeed, uint256 pushAmount) private {
        if (pushSeed % 4 == 3) _swap(pair, (pushSeed >> 8) % 2 == 0, pushAmount, 8);
        if (pushSeed % 4 != 1) return;
        address token = (pushSeed >> 8) % 2 == 0 ? pair.token0() : pair.token1();
        if (token == address(flask)) token = token == pair.token0() ? pair.token1() : pair.token0();
        FlaskPair buyPair = FlaskPair(collector.factory().getPair(token, address(flask)));
        _swap(buyPair, buyPair.token0() == token, pushAmount, 8);
    }

    // ------------------------------------------------------------------ the owner and others

    function setTwapWindow(uint256 window) external {
        vm.prank(owner);
        // Now and then out of bounds (refused); otherwise short enough for many converts per run.
        window = window % 8 == 0 ? bound(window, 4 minutes, 25 hours) : bound(window, 5 minutes, 2 hours);
        try collector.setTwapWindow(uint32(window)) {} catch {}
    }

    function setMaxDeviation(uint256 bps) external {
        vm.prank(owner);
        try collector.setMaxDeviation(uint16(bound(bps, 0, 1_100))) {} catch {}
    }

    /// Mostly re-allowed: a removed operator's converts are tried but most runs keep converting.
    function setOperator(uint256 seed) external {
        bool allowed = seed % 4 != 0;
        vm.prank(owner);
        collector.setOperator(operator, allowed);
        operatorAllowed = allowed;
    }

    function setTreasury(uint256 seed) external {
        vm.prank(owner);
        collector.setTreasury(treasuries[seed % 2]);
    }

    /// FLASK sent to the collector by mistake: it can never leave (only burns would take it).
    function donateFlask(uint256 amount) external {
        amount = bound(amount, 1, 1e21);
        flask.transfer(address(collector), amount);
        flaskDonated += amount;
    }

    /// The owner sweeps some of anything: FLASK (always refused), a pair's token or its LP.
    function sweep(uint256 tokenSeed, uint256 amount) external {
        FlaskPair pair = pairs[tokenSeed % pairs.length];
        uint256 which = (tokenSeed >> 8) % 4;
        address token = which == 0 ? address(flask) : which == 1 ? pair.token0() : which == 2 ? pair.token1() : address(pair);
        amount = bound(amount, 0, IERC20(token).balanceOf(address(collector)));
        vm.prank(owner);
        try collector.sweep(IERC20(token), owner, amount) {} catch {}
    }

    // ------------------------------------------------------------------ helpers

    function _swap(FlaskPair pair, bool zeroForOne, uint256 amount, uint256 maxShareDivisor) private {
        (address tokenIn, address tokenOut) = zeroForOne ? (pair.token0(), pair.token1()) : (pair.token1(), pair.token0());
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        uint256 reserveIn = zeroForOne ? reserve0 : reserve1;
        amount = bound(amount, reserveIn / 10_000, reserveIn / maxShareDivisor);
        router.swapExactTokensForTokens(amount, 0, path2(tokenIn, tokenOut), address(this), block.timestamp);
    }

    function _side(address token, bool empty) private view returns (FeeCollector.Buyback memory side) {
        side.minReceived = 1;
        if (token == address(flask) || empty) return side;
        side.path = path2(token, address(flask));
        side.minFlaskOut = 1;
    }

    /// The documented rule: the newest recording between one and two windows old, read up to now.
    function _average(FlaskPair pair) private view returns (bool ok, uint256 average0, uint256 average1) {
        uint256 window = collector.twapWindow();
        (uint64 at, uint256 start0, uint256 start1) = collector.latestObservation(address(pair));
        if (block.timestamp - at < window) (at, start0, start1) = collector.previousObservation(address(pair));
        uint256 age = block.timestamp - at;
        if (at == 0 || age < window || age > 2 * window) return (false, 0, 0);
        uint256 end0 = pair.price0CumulativeLast();
        uint256 end1 = pair.price1CumulativeLast();
        (uint112 reserve0, uint112 reserve1, uint32 last) = pair.getReserves();
        unchecked {
            uint256 elapsed = uint32(block.timestamp) - last;
            end0 += ((uint256(reserve1) << 112) / reserve0) * elapsed;
            end1 += ((uint256(reserve0) << 112) / reserve1) * elapsed;
            return (true, (end0 - start0) / age, (end1 - start1) / age);
        }
    }

    /// Each buy got at least the average prices' FLASK less the deviation; the treasury got at
    /// least 3/8 of each token; every burn is counted.
    function _checkLogs(FlaskPair pair, uint256[2] memory treasuryBefore) private {
        uint256 deviation = collector.maxDeviationBps();
        address token0 = pair.token0();
        address token1 = pair.token1();
        Vm.Log[] memory logs = vm.getRecordedLogs();
        for (uint256 i; i < logs.length; ++i) {
            if (logs[i].emitter != address(collector)) continue;
            bytes32 topic = logs[i].topics[0];
            if (topic == FeeCollector.LiquidityConverted.selector) {
                (, uint256 amount0, uint256 amount1) = abi.decode(logs[i].data, (uint256, uint256, uint256));
                uint256 paid0 = _treasuryBalance(token0) - treasuryBefore[0];
                uint256 paid1 = _treasuryBalance(token1) - treasuryBefore[1];
                if (paid0 < amount0 * 3 / 8 || paid1 < amount1 * 3 / 8) treasuryShort = true;
            } else if (topic == FeeCollector.FlaskBurned.selector) {
                address token = address(uint160(uint256(logs[i].topics[1])));
                (uint256 amountIn, uint256 burned) = abi.decode(logs[i].data, (uint256, uint256));
                flaskBurned += burned;
                if (token == address(flask)) continue;
                uint256 p = _index(FlaskPair(collector.factory().getPair(token, address(flask))));
                uint256 price = token < address(flask) ? averages[p][0] : averages[p][1];
                uint256 fair = (amountIn * price >> 112) * 9975 / 10_000;
                if (!averageKnown[p] || burned < fair * (BPS - deviation) / BPS) boundBroken = true;
            }
        }
    }

    function _treasuryBalance(address token) private view returns (uint256) {
        return IERC20(token).balanceOf(treasuries[0]) + IERC20(token).balanceOf(treasuries[1]);
    }

    function _index(FlaskPair pair) private view returns (uint256 i) {
        while (pairs[i] != pair) ++i;
    }
}

contract FeeCollectorInvariantTest is AmmFixture {
    FeeCollectorHandler internal handler;
    uint256 internal flaskSupplyAtStart;

    function setUp() public override {
        super.setUp();
        FlaskPair[] memory pairs = new FlaskPair[](3);
        (pairs[0],) = provide(address(flask), address(tokenA), 100_000e18, 1_000_000e18, alice);
        (pairs[1],) = provide(address(tokenA), address(tokenB), 1_000_000e18, 1_000_000e18, alice);
        (pairs[2],) = provide(address(tokenB), address(flask), 1_000_000e18, 100_000e18, alice);
        handler = new FeeCollectorHandler(collector, router, flask, pairs, admin);
        vm.startPrank(admin);
        collector.setOperator(handler.operator(), true);
        vm.stopPrank();
        give(address(flask), address(handler), 1e26);
        give(address(tokenA), address(handler), 1e30);
        give(address(tokenB), address(handler), 1e30);
        flaskSupplyAtStart = flask.totalSupply();
        targetContract(address(handler));
    }

    /// No convert trades at a price further than maxDeviationBps from the pairs' averages: the
    /// burnt pair's price, and every buy's FLASK against the average prices' quote.
    function invariant_convertsTradeNearTheAveragePrice() public view {
        assertTrue(!handler.boundBroken(), "a convert traded off the average price");
    }

    function invariant_recordingOftenNeverMovesTheAveragesStart() public view {
        assertTrue(!handler.startMovedWithinAWindow(), "a recording replaced one younger than a window");
    }

    /// FLASK only ever burns: what the collector holds is what was sent to it, and the supply fell
    /// by exactly the FLASK burnt.
    function invariant_flaskOnlyBurns() public view {
        assertEq(flask.balanceOf(address(collector)), handler.flaskDonated(), "FLASK held = FLASK donated");
        assertEq(flask.totalSupply(), flaskSupplyAtStart - handler.flaskBurned(), "supply fell by the burns");
    }

    function invariant_treasuryGetsItsThreeEighths() public view {
        assertTrue(!handler.treasuryShort(), "treasury paid less than 3/8");
    }

    function invariant_onlyOperatorsConvert() public view {
        assertTrue(!handler.outsiderConverted(), "a removed operator converted");
    }

    function invariant_settingsWithinBounds() public view {
        uint256 window = collector.twapWindow();
        assertTrue(window >= collector.MIN_TWAP_WINDOW() && window <= collector.MAX_TWAP_WINDOW(), "window");
        uint256 deviation = collector.maxDeviationBps();
        assertTrue(deviation != 0 && deviation <= collector.MAX_DEVIATION_BPS(), "deviation");
    }

    /// The campaign really converts and really stops sandwiches (not an empty run).
    function test_handlerConvertsAndStopsASandwich() public {
        handler.swap(0, true, 5_000e18);
        handler.addLiquidity();
        handler.record();
        handler.wait(30 minutes);
        handler.convert(0, 1, 30_000e18, 0);
        assertEq(handler.sandwichesStopped(), 1, "sandwich stopped");
        // Held for a whole window, the pushed price is the average: the convert goes through.
        handler.record();
        handler.wait(30 minutes);
        handler.convert(0, 0, 0, 0);
        assertEq(handler.converts(), 1, "converted");
        assertGt(handler.flaskBurned(), 0, "burnt");
    }
}
