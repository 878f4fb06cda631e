// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FlaskFactory} from "../../src/amm/FlaskFactory.sol";
import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {FlaskRouter} from "../../src/amm/FlaskRouter.sol";
import {FlaskSplitRouter} from "../../src/amm/FlaskSplitRouter.sol";
import {WBNB} from "../../src/token/WBNB.sol";
import {FeeOnTransferToken} from "../../src/token/testing/FeeOnTransferToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {Test} from "../utils/Test.sol";
import {path2, path3, path4} from "./Paths.sol";

/// Random split trades (1 to 4 parts over routes that share pairs, exact in and exact out, BNB in
/// and out, a fee-on-transfer input), plain router swaps moving the prices in between, and the fee
/// admin switching the protocol fee on and off. Violations go to ghost flags.
contract SplitHandler is Test {
    FlaskSplitRouter public immutable splitRouter;
    FlaskRouter public immutable router;
    FlaskFactory public immutable factory;
    WBNB public immutable wbnb;
    address public immutable collector;
    TestToken public immutable tokenA;
    TestToken public immutable tokenB;
    TestToken public immutable tokenC;
    FeeOnTransferToken public immutable burn;
    FlaskPair[] public pairs;

    address[3] internal actors = [address(0xA11CE), address(0xB0B), address(0xCA11)];

    bool public paidOtherThanReported;
    bool public boundBroken;
    bool public kDecreased;
    uint256 public splits;
    uint256 public feeOnTransferSplits;

    constructor(FlaskSplitRouter splitRouter_, FlaskRouter router_, FlaskFactory factory_, WBNB wbnb_, address collector_) {
        (splitRouter, router, factory, wbnb, collector) = (splitRouter_, router_, factory_, wbnb_, collector_);
        tokenA = new TestToken("A", "A", 18, address(this));
        tokenB = new TestToken("B", "B", 6, address(this));
        tokenC = new TestToken("C", "C", 18, address(this));
        burn = new FeeOnTransferToken("Burn", "BURN", 200, address(this));
        (address a, address b, address c, address w, address f) =
            (address(tokenA), address(tokenB), address(tokenC), address(wbnb_), address(burn));
        _seed(a, b, 1_000_000e18, 1_000_000e6);
        _seed(a, c, 2_000_000e18, 2_000_000e18);
        _seed(c, b, 1_000_000e18, 1_000_000e6);
        _seed(a, w, 1_000_000e18, 1_000e18);
        _seed(w, b, 1_000e18, 1_000_000e6);
        _seed(w, c, 1_000e18, 1_000_000e18);
        _seed(f, b, 1_000_000e18, 1_000_000e6);
        _seed(f, c, 1_000_000e18, 1_000_000e18);
        for (uint256 i; i < actors.length; ++i) {
            vm.deal(actors[i], 1e30);
            vm.startPrank(actors[i]);
            address[5] memory tokens = [a, b, c, w, f];
            for (uint256 j; j < tokens.length; ++j) {
                IERC20(tokens[j]).approve(address(splitRouter_), type(uint256).max);
                IERC20(tokens[j]).approve(address(router_), type(uint256).max);
            }
            vm.stopPrank();
        }
    }

    // ------------------------------------------------------------------ actions

    /// 1 to 4 parts of an exact input from A (or BNB) to B over the routes A→B, A→C→B, A→W→B, A→C→W→B.
    function splitExactIn(uint256 actorSeed, uint256 routeSeed, uint256 amountSeed, bool bnbIn) external {
        address actor = actors[actorSeed % actors.length];
        (uint256[] memory amounts, address[][] memory paths) =
            bnbIn ? _parts(routeSeed, amountSeed, BNB_TO_B, 20) : _parts(routeSeed, amountSeed, A_TO_B, 24);
        uint256 total = _sum(amounts);
        uint256[] memory ks = _ks();
        uint256 before = tokenB.balanceOf(actor);
        uint256[] memory outs;
        if (bnbIn) {
            vm.prank(actor);
            outs = splitRouter.swapExactETHForTokensSplit{value: total}(amounts, paths, 0, actor, block.timestamp);
        } else {
            tokenA.mint(actor, total);
            vm.prank(actor);
            outs = splitRouter.swapExactTokensForTokensSplit(amounts, paths, 0, actor, block.timestamp);
        }
        if (tokenB.balanceOf(actor) - before != _sum(outs)) paidOtherThanReported = true;
        _checkKs(ks);
        ++splits;
    }

    /// 1 to 4 parts of an exact output of B bought with A, or of BNB bought with B, under a
    /// maximum input drawn at random (too low, the call reverts and is discarded).
    function splitExactOut(uint256 actorSeed, uint256 routeSeed, uint256 amountSeed, uint256 maxSeed, bool bnbOut)
        external
    {
        address actor = actors[actorSeed % actors.length];
        (uint256[] memory amounts, address[][] memory paths) =
            bnbOut ? _parts(routeSeed, amountSeed, B_TO_BNB, 20) : _parts(routeSeed, amountSeed, A_TO_B, 11);
        uint256[] memory ks = _ks();
        IERC20 input = bnbOut ? IERC20(address(tokenB)) : IERC20(address(tokenA));
        uint256 amountInMax = _amount(maxSeed, bnbOut ? 13 : 25);
        TestToken(address(input)).mint(actor, amountInMax);
        uint256 inputBefore = input.balanceOf(actor);
        uint256 outputBefore = bnbOut ? actor.balance : tokenB.balanceOf(actor);
        uint256[] memory ins;
        vm.prank(actor);
        if (bnbOut) ins = splitRouter.swapTokensForExactETHSplit(amounts, paths, amountInMax, actor, block.timestamp);
        else ins = splitRouter.swapTokensForExactTokensSplit(amounts, paths, amountInMax, actor, block.timestamp);
        uint256 paid = inputBefore - input.balanceOf(actor);
        uint256 received = (bnbOut ? actor.balance : tokenB.balanceOf(actor)) - outputBefore;
        if (paid != _sum(ins) || received != _sum(amounts)) paidOtherThanReported = true;
        if (paid > amountInMax) boundBroken = true;
        _checkKs(ks);
        ++splits;
    }

    /// BNB in for an exact output, with more BNB than needed: the rest comes back.
    function splitBNBForExactOut(uint256 actorSeed, uint256 routeSeed, uint256 amountSeed, uint256 extra) external {
        address actor = actors[actorSeed % actors.length];
        (uint256[] memory amounts, address[][] memory paths) = _parts(routeSeed, amountSeed, BNB_TO_B, 11);
        uint256 value = 1e24 + bound(extra, 0, 1e24);
        uint256 bnbBefore = actor.balance;
        uint256 before = tokenB.balanceOf(actor);
        vm.prank(actor);
        uint256[] memory ins =
            splitRouter.swapETHForExactTokensSplit{value: value}(amounts, paths, actor, block.timestamp);
        if (bnbBefore - actor.balance != _sum(ins) || tokenB.balanceOf(actor) - before != _sum(amounts)) {
            paidOtherThanReported = true;
        }
        if (_sum(ins) > value) boundBroken = true;
        ++splits;
    }

    /// The fee-on-transfer token in, to B or to BNB, with the minimum the transfer fee allows.
    function splitFeeOnTransfer(uint256 actorSeed, uint256 amountSeed, uint256 share, bool bnbOut) external {
        address actor = actors[actorSeed % actors.length];
        uint256 amount = _amount(amountSeed, 24);
        uint256 first = amount * bound(share, 1, 99) / 100;
        uint256[] memory amounts = new uint256[](2);
        (amounts[0], amounts[1]) = (first, amount - first);
        address[][] memory paths = new address[][](2);
        address out = bnbOut ? address(wbnb) : address(tokenB);
        paths[0] = path3(address(burn), address(tokenC), out);
        paths[1] = bnbOut ? path4(address(burn), address(tokenC), address(tokenA), out) : path2(address(burn), out);
        burn.mint(actor, amount);
        uint256[] memory ks = _ks();
        uint256 before = bnbOut ? actor.balance : tokenB.balanceOf(actor);
        uint256 amountOutMin = 1;
        vm.prank(actor);
        if (bnbOut) {
            splitRouter.swapExactTokensForETHSplitSupportingFeeOnTransferTokens(
                amounts, paths, amountOutMin, actor, block.timestamp
            );
        } else {
            splitRouter.swapExactTokensForTokensSplitSupportingFeeOnTransferTokens(
                amounts, paths, amountOutMin, actor, block.timestamp
            );
        }
        if ((bnbOut ? actor.balance : tokenB.balanceOf(actor)) - before < amountOutMin) boundBroken = true;
        _checkKs(ks);
        ++feeOnTransferSplits;
    }

    /// Someone else trades through the plain router, moving a pair's price.
    function routerSwap(uint256 routeSeed, uint256 amountSeed, bool backwards) external {
        address actor = actors[0];
        address[] memory path = _routes(A_TO_B)[routeSeed % 4];
        if (backwards) {
            address[] memory forwards = path;
            path = new address[](forwards.length);
            for (uint256 i; i < path.length; ++i) path[i] = forwards[forwards.length - 1 - i];
        }
        uint256 amount = _amount(amountSeed, backwards ? 11 : 23);
        TestToken(path[0]).mint(actor, amount);
        vm.prank(actor);
        router.swapExactTokensForTokens(amount, 0, path, actor, block.timestamp);
    }

    /// The fee admin switches the protocol fee on (to the collector) or off.
    function switchProtocolFee(bool on) external {
        vm.prank(factory.feeToSetter());
        factory.setFeeTo(on ? collector : address(0));
    }

    function warp(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 1 days));
    }

    // ------------------------------------------------------------------ helpers

    function pairCount() external view returns (uint256) {
        return pairs.length;
    }

    function _seed(address x, address y, uint256 amountX, uint256 amountY) internal {
        FlaskPair pair = FlaskPair(factory.createPair(x, y));
        _give(x, address(pair), amountX);
        _give(y, address(pair), amountY);
        pair.mint(address(this));
        pairs.push(pair);
    }

    function _give(address token, address to, uint256 amount) internal {
        if (token == address(wbnb)) {
            vm.deal(address(this), amount);
            wbnb.deposit{value: amount}();
            wbnb.transfer(to, amount);
        } else {
            TestToken(token).mint(to, amount);
        }
    }

    uint256 internal constant A_TO_B = 0;
    uint256 internal constant BNB_TO_B = 1;
    uint256 internal constant B_TO_BNB = 2;

    /// Four routes of a kind (A→B, BNB→B, B→BNB); several share A-C, A-W, C-B or W-B.
    function _routes(uint256 kind) internal view returns (address[][4] memory routes) {
        (address a, address b, address c, address w) = (address(tokenA), address(tokenB), address(tokenC), address(wbnb));
        if (kind == BNB_TO_B) routes = [path2(w, b), path3(w, c, b), path3(w, a, b), path4(w, a, c, b)];
        else if (kind == B_TO_BNB) routes = [path2(b, w), path3(b, c, w), path3(b, a, w), path4(b, c, a, w)];
        else routes = [path2(a, b), path3(a, c, b), path3(a, w, b), path4(a, c, w, b)];
    }

    /// 1 to 4 distinct routes in a seeded order, and an amount shared among them in seeded steps.
    function _parts(uint256 routeSeed, uint256 amountSeed, uint256 kind, uint256 maxExponent)
        internal
        view
        returns (uint256[] memory amounts, address[][] memory paths)
    {
        address[][4] memory routes = _routes(kind);
        uint256 parts = routeSeed % 4 + 1;
        paths = new address[][](parts);
        for (uint256 i; i < parts; ++i) paths[i] = routes[(routeSeed / 4 + i) % 4];
        amounts = _shares(routeSeed, parts, _amount(amountSeed, maxExponent));
    }

    /// `total` in `parts` seeded shares, each at least total / 400, adding up exactly.
    function _shares(uint256 seed, uint256 parts, uint256 total) internal pure returns (uint256[] memory amounts) {
        amounts = new uint256[](parts);
        uint256[] memory weights = new uint256[](parts);
        uint256 weightSum;
        for (uint256 i; i < parts; ++i) {
            weights[i] = uint256(keccak256(abi.encode(seed, i))) % 20 + 1;
            weightSum += weights[i];
        }
        uint256 left = total;
        for (uint256 i; i + 1 < parts; ++i) {
            amounts[i] = total * weights[i] / weightSum;
            left -= amounts[i];
        }
        amounts[parts - 1] = left;
    }

    function _sum(uint256[] memory values) internal pure returns (uint256 sum) {
        for (uint256 i; i < values.length; ++i) sum += values[i];
    }

    /// 1..1000 (from the seed's upper bits) times 10^(the low byte, below maxExponent - 2).
    function _amount(uint256 seed, uint256 maxExponent) internal pure returns (uint256) {
        return ((seed >> 8) % 1000 + 1) * 10 ** ((seed & 0xff) % (maxExponent - 2));
    }

    function _ks() internal view returns (uint256[] memory ks) {
        ks = new uint256[](pairs.length);
        for (uint256 i; i < pairs.length; ++i) {
            (uint112 reserve0, uint112 reserve1,) = pairs[i].getReserves();
            ks[i] = uint256(reserve0) * reserve1;
        }
    }

    function _checkKs(uint256[] memory before) internal {
        uint256[] memory after_ = _ks();
        for (uint256 i; i < before.length; ++i) if (after_[i] < before[i]) kDecreased = true;
    }
}

contract SplitRouterInvariantTest is Test {
    SplitHandler internal handler;
    FlaskSplitRouter internal splitRouter;
    WBNB internal wbnb;

    function setUp() public {
        wbnb = new WBNB();
        address feeAdmin = address(0xAD0);
        FlaskFactory factory = new FlaskFactory(feeAdmin);
        FlaskRouter router = new FlaskRouter(address(factory), address(wbnb));
        splitRouter = new FlaskSplitRouter(address(factory), address(wbnb));
        address collector = address(0xC011EC7);
        vm.prank(feeAdmin);
        factory.setFeeTo(collector);
        handler = new SplitHandler(splitRouter, router, factory, wbnb, collector);
        targetContract(address(handler));
    }

    function invariant_splitRouterHoldsNothing() public view {
        assertEq(address(splitRouter).balance, 0, "BNB");
        assertEq(wbnb.balanceOf(address(splitRouter)), 0, "WBNB");
        assertEq(handler.tokenA().balanceOf(address(splitRouter)), 0, "A");
        assertEq(handler.tokenB().balanceOf(address(splitRouter)), 0, "B");
        assertEq(handler.tokenC().balanceOf(address(splitRouter)), 0, "C");
        assertEq(handler.burn().balanceOf(address(splitRouter)), 0, "BURN");
    }

    function invariant_paysAndTakesWhatItReports() public view {
        assertTrue(!handler.paidOtherThanReported(), "balances moved other than the returned amounts");
    }

    function invariant_boundsHold() public view {
        assertTrue(!handler.boundBroken(), "an input above its maximum or an output below its minimum");
    }

    function invariant_kNeverDecreases() public view {
        assertTrue(!handler.kDecreased(), "k decreased on a split");
    }

    /// The handler's actions do go through (a reverting handler would make the invariants vacuous).
    function test_handlerReallySplits() public {
        handler.splitExactIn(0, 7, 5 << 8 | 20, false);
        handler.splitExactIn(1, 6, 9 << 8 | 16, true);
        handler.splitExactOut(2, 5, 3 << 8 | 6, 9 << 8 | 21, false);
        handler.splitExactOut(0, 3, 3 << 8 | 16, 9 << 8 | 9, true);
        handler.splitBNBForExactOut(1, 2, 7 << 8 | 6, 1e20);
        handler.routerSwap(1, 4 << 8 | 6, true);
        handler.switchProtocolFee(false);
        handler.splitFeeOnTransfer(2, 5 << 8 | 19, 40, false);
        handler.splitFeeOnTransfer(0, 5 << 8 | 19, 70, true);
        assertEq(handler.splits(), 5, "splits");
        assertEq(handler.feeOnTransferSplits(), 2, "fee-on-transfer splits");
        invariant_splitRouterHoldsNothing();
        invariant_paysAndTakesWhatItReports();
        invariant_boundsHold();
        invariant_kNeverDecreases();
    }
}
