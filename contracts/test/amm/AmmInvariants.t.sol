// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FeeCollector} from "../../src/amm/FeeCollector.sol";
import {FlaskFactory} from "../../src/amm/FlaskFactory.sol";
import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {FlaskRouter} from "../../src/amm/FlaskRouter.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {WBNB} from "../../src/token/WBNB.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {Test} from "../utils/Test.sol";

/// Random sequences of what users do to the AMM: add liquidity, swap (both directions, one and two
/// hops, exact in and exact out), remove liquidity, donate to a pair, sync, mint-then-burn.
/// Violations are recorded in ghost flags (a revert inside a handler call is just discarded).
contract AmmHandler is Test {
    FlaskRouter public immutable router;
    FlaskFactory public immutable factory;
    TestToken public immutable tokenA;
    TestToken public immutable tokenB;
    TestToken public immutable tokenC;
    FlaskPair public immutable pairAB;
    FlaskPair public immutable pairBC;

    address[3] internal actors = [address(0xA11CE), address(0xB0B), address(0xCA11)];

    bool public kDecreasedOnSwap;
    bool public mintThenBurnProfited;
    bool public reservesDifferAfterSync;
    uint256 public swaps;
    uint256 public syncs;
    uint256 public roundTrips;

    constructor(FlaskRouter router_, FlaskFactory factory_) {
        router = router_;
        factory = factory_;
        tokenA = new TestToken("A", "A", 18, address(this));
        tokenB = new TestToken("B", "B", 6, address(this));
        tokenC = new TestToken("C", "C", 18, address(this));
        pairAB = FlaskPair(factory.createPair(address(tokenA), address(tokenB)));
        pairBC = FlaskPair(factory.createPair(address(tokenB), address(tokenC)));
        for (uint256 i; i < actors.length; ++i) {
            vm.startPrank(actors[i]);
            tokenA.approve(address(router), type(uint256).max);
            tokenB.approve(address(router), type(uint256).max);
            tokenC.approve(address(router), type(uint256).max);
            pairAB.approve(address(router), type(uint256).max);
            pairBC.approve(address(router), type(uint256).max);
            vm.stopPrank();
        }
        // Start both pools so swaps have something to trade against.
        _deposit(actors[0], pairAB, 1_000_000e18, 1_000_000e6);
        _deposit(actors[0], pairBC, 1_000_000e6, 1_000_000e18);
    }

    function actorList() external view returns (address[3] memory) {
        return actors;
    }

    // ------------------------------------------------------------------ actions

    function addLiquidity(uint256 actorSeed, bool ab, uint256 amountX, uint256 amountY) external {
        address actor = actors[actorSeed % actors.length];
        (, TestToken x, TestToken y) = _pair(ab);
        amountX = _amount(amountX, 27);
        amountY = _amount(amountY, 27);
        x.mint(actor, amountX);
        y.mint(actor, amountY);
        vm.prank(actor);
        router.addLiquidity(address(x), address(y), amountX, amountY, 0, 0, actor, block.timestamp);
    }

    function removeLiquidity(uint256 actorSeed, bool ab, uint256 share) external {
        address actor = actors[actorSeed % actors.length];
        (FlaskPair pair, TestToken x, TestToken y) = _pair(ab);
        uint256 liquidity = pair.balanceOf(actor) * bound(share, 1, 10_000) / 10_000;
        if (liquidity == 0) return;
        vm.prank(actor);
        router.removeLiquidity(address(x), address(y), liquidity, 0, 0, actor, block.timestamp);
    }

    /// Route 0..5: A→B, B→A, B→C, C→B, A→B→C, C→B→A; exact input or exact output.
    function swap(uint256 actorSeed, uint256 route, uint256 amount, bool exactOut, uint256 secondsLater) external {
        address actor = actors[actorSeed % actors.length];
        address[] memory path = _route(route % 6);
        vm.warp(block.timestamp + bound(secondsLater, 0, 1 days));
        (uint256 kAB, uint256 kBC) = (_k(pairAB), _k(pairBC));
        TestToken tokenIn = TestToken(path[0]);
        if (exactOut) {
            amount = _amount(amount, 24);
            uint256 amountIn = router.getAmountsIn(amount, path)[0];
            tokenIn.mint(actor, amountIn);
            vm.prank(actor);
            router.swapTokensForExactTokens(amount, amountIn, path, actor, block.timestamp);
        } else {
            amount = _amount(amount, 27);
            tokenIn.mint(actor, amount);
            vm.prank(actor);
            router.swapExactTokensForTokens(amount, 0, path, actor, block.timestamp);
        }
        if (_k(pairAB) < kAB || _k(pairBC) < kBC) kDecreasedOnSwap = true;
        ++swaps;
    }

    function donate(bool ab, bool first, uint256 amount) external {
        (FlaskPair pair, TestToken x, TestToken y) = _pair(ab);
        (first ? x : y).mint(address(pair), _amount(amount, 24));
    }

    function sync(bool ab) external {
        (FlaskPair pair,,) = _pair(ab);
        pair.sync();
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        if (
            reserve0 != TestToken(pair.token0()).balanceOf(address(pair))
                || reserve1 != TestToken(pair.token1()).balanceOf(address(pair))
        ) reservesDifferAfterSync = true;
        ++syncs;
    }

    /// Deposit and withdraw at once (after a sync, so pending donations belong to the pool):
    /// never returns more of either token than was put in.
    function mintThenBurn(uint256 actorSeed, bool ab, uint256 amountX, uint256 amountY) external {
        address actor = actors[actorSeed % actors.length];
        (FlaskPair pair, TestToken x, TestToken y) = _pair(ab);
        pair.sync();
        amountX = _amount(amountX, 27);
        amountY = _amount(amountY, 27);
        uint256 liquidity = _deposit(actor, pair, amountX, amountY);
        vm.prank(actor);
        pair.transfer(address(pair), liquidity);
        (uint256 out0, uint256 out1) = pair.burn(actor);
        (uint256 outX, uint256 outY) = address(x) < address(y) ? (out0, out1) : (out1, out0);
        if (outX > amountX || outY > amountY) mintThenBurnProfited = true;
        ++roundTrips;
    }

    // ------------------------------------------------------------------ helpers

    /// Spreads fuzz input over magnitudes (1 to 10^maxExponent) rather than uniformly, so small
    /// and large amounts are both common: 1..1000 times a power of ten.
    function _amount(uint256 seed, uint256 maxExponent) internal pure returns (uint256) {
        uint256 mantissa = (seed >> 8) % 1000 + 1;
        return mantissa * 10 ** (seed % (maxExponent - 2));
    }

    function _deposit(address actor, FlaskPair pair, uint256 amountX, uint256 amountY)
        internal
        returns (uint256 liquidity)
    {
        (, TestToken x, TestToken y) = _pair(pair == pairAB);
        x.mint(address(pair), amountX);
        y.mint(address(pair), amountY);
        liquidity = pair.mint(actor);
    }

    function _pair(bool ab) internal view returns (FlaskPair, TestToken, TestToken) {
        return ab ? (pairAB, tokenA, tokenB) : (pairBC, tokenB, tokenC);
    }

    function _route(uint256 route) internal view returns (address[] memory path) {
        (address a, address b, address c) = (address(tokenA), address(tokenB), address(tokenC));
        path = new address[](route < 4 ? 2 : 3);
        if (route == 0) (path[0], path[1]) = (a, b);
        else if (route == 1) (path[0], path[1]) = (b, a);
        else if (route == 2) (path[0], path[1]) = (b, c);
        else if (route == 3) (path[0], path[1]) = (c, b);
        else if (route == 4) (path[0], path[1], path[2]) = (a, b, c);
        else (path[0], path[1], path[2]) = (c, b, a);
    }

    function _k(FlaskPair pair) internal view returns (uint256) {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        return uint256(reserve0) * reserve1;
    }
}

contract AmmInvariantTest is Test {
    AmmHandler internal handler;
    FeeCollector internal collector;
    FlaskRouter internal router;

    function setUp() public {
        WBNB wbnb = new WBNB();
        FlaskToken flask = new FlaskToken(address(this));
        FlaskFactory factory = new FlaskFactory(address(this));
        router = new FlaskRouter(address(factory), address(wbnb));
        collector = new FeeCollector(router, flask, address(this), address(this));
        factory.setFeeTo(address(collector)); // the protocol fee is on, as on every chain
        handler = new AmmHandler(router, factory);
        targetContract(address(handler));
    }

    function invariant_kNeverDecreasesOnSwap() public view {
        assertTrue(!handler.kDecreasedOnSwap(), "k decreased on a swap");
    }

    function invariant_minimumLiquidityStaysLocked() public view {
        FlaskPair[2] memory pairs = [handler.pairAB(), handler.pairBC()];
        for (uint256 i; i < pairs.length; ++i) {
            assertEq(pairs[i].balanceOf(address(0)), 1000, "MINIMUM_LIQUIDITY at address(0)");
            assertGe(pairs[i].totalSupply(), 1000, "supply never below the locked liquidity");
        }
    }

    function invariant_mintThenBurnIsNeverProfitable() public view {
        assertTrue(!handler.mintThenBurnProfited(), "mint then burn returned more than deposited");
    }

    function invariant_reservesEqualBalancesAfterSync() public view {
        assertTrue(!handler.reservesDifferAfterSync(), "reserves != balances after sync");
    }

    /// Plain tokens only reach a pair as balance: reserves can lag balances (donations) but never exceed them.
    function invariant_reservesNeverExceedBalances() public view {
        FlaskPair[2] memory pairs = [handler.pairAB(), handler.pairBC()];
        for (uint256 i; i < pairs.length; ++i) {
            (uint112 reserve0, uint112 reserve1,) = pairs[i].getReserves();
            assertLe(reserve0, TestToken(pairs[i].token0()).balanceOf(address(pairs[i])), "reserve0 <= balance0");
            assertLe(reserve1, TestToken(pairs[i].token1()).balanceOf(address(pairs[i])), "reserve1 <= balance1");
        }
    }

    /// Liquidity tokens only move between the actors, the collector, the pair and address(0).
    function invariant_liquiditySupplyIsAccountedFor() public view {
        FlaskPair[2] memory pairs = [handler.pairAB(), handler.pairBC()];
        address[3] memory actors = handler.actorList();
        for (uint256 i; i < pairs.length; ++i) {
            uint256 held = pairs[i].balanceOf(address(0)) + pairs[i].balanceOf(address(collector))
                + pairs[i].balanceOf(address(pairs[i]));
            for (uint256 j; j < actors.length; ++j) {
                held += pairs[i].balanceOf(actors[j]);
            }
            assertEq(held, pairs[i].totalSupply(), "supply = sum of balances");
        }
    }

    function invariant_routerHoldsNothing() public view {
        assertEq(handler.tokenA().balanceOf(address(router)), 0, "router A");
        assertEq(handler.tokenB().balanceOf(address(router)), 0, "router B");
        assertEq(handler.tokenC().balanceOf(address(router)), 0, "router C");
    }
}
