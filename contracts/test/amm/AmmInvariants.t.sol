// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FeeCollector} from "../../src/amm/FeeCollector.sol";
import {FlaskFactory} from "../../src/amm/FlaskFactory.sol";
import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {FlaskRouter} from "../../src/amm/FlaskRouter.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {WBNB} from "../../src/token/WBNB.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {Test} from "../utils/Test.sol";
import {FlashBorrower} from "./FlashBorrower.sol";
import {ProtocolFeeLedger} from "./ProtocolFeeLedger.sol";

/// Random sequences of what users do to the AMM: add liquidity, swap (both directions, one and two
/// hops, exact in and exact out), remove liquidity, donate to a pair, sync, mint-then-burn, flash
/// swaps that re-enter the router; and what the fee admin does: switch the protocol fee on and off,
/// hand the feeToSetter role over in two steps.
/// Violations are recorded in ghost flags (a revert inside a handler call is just discarded).
contract AmmHandler is Test {
    FlaskRouter public immutable router;
    FlaskFactory public immutable factory;
    address public immutable collector;
    ProtocolFeeLedger public immutable ledger;
    FlashBorrower public immutable borrower;
    TestToken public immutable tokenA;
    TestToken public immutable tokenB;
    TestToken public immutable tokenC;
    FlaskPair public immutable pairAB;
    FlaskPair public immutable pairBC;

    address[3] internal actors = [address(0xA11CE), address(0xB0B), address(0xCA11)];
    /// The accounts the feeToSetter role may move between (the first holds it at the start).
    address[3] internal admins = [address(0xAD0), address(0xAD1), address(0xAD2)];

    bool public kDecreasedOnSwap;
    bool public mintThenBurnProfited;
    bool public reservesDifferAfterSync;
    uint256 public swaps;

    bool public underpaidFlashSwapWentThrough;
    bool public fairFlashSwapRefused;
    bool public outsiderChangedFeeSettings;
    /// Fair flash swaps that went through: test_handlerReallyFlashSwapsAndHandsOver reads it.
    uint256 public flashSwaps;

    constructor(FlaskRouter router_, FlaskFactory factory_, address collector_) {
        router = router_;
        factory = factory_;
        collector = collector_;
        ledger = new ProtocolFeeLedger(factory_, collector_);
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
        borrower = new FlashBorrower(router_, ledger, [pairAB, pairBC]);
        // Start both pools so swaps have something to trade against.
        _deposit(actors[0], pairAB, 1_000_000e18, 1_000_000e6);
        _deposit(actors[0], pairBC, 1_000_000e6, 1_000_000e18);
    }

    function actorList() external view returns (address[3] memory) {
        return actors;
    }

    function adminList() external view returns (address[3] memory) {
        return admins;
    }

    // ------------------------------------------------------------------ actions

    function addLiquidity(uint256 actorSeed, bool ab, uint256 amountX, uint256 amountY) external {
        address actor = actors[actorSeed % actors.length];
        (, TestToken x, TestToken y) = _pair(ab);
        amountX = _amount(amountX, 27);
        amountY = _amount(amountY, 27);
        x.mint(actor, amountX);
        y.mint(actor, amountY);
        (FlaskPair pair,,) = _pair(ab);
        ledger.beforeEvent(pair);
        vm.prank(actor);
        router.addLiquidity(address(x), address(y), amountX, amountY, 0, 0, actor, block.timestamp);
        ledger.afterEvent(pair);
    }

    function removeLiquidity(uint256 actorSeed, bool ab, uint256 share) external {
        address actor = actors[actorSeed % actors.length];
        (FlaskPair pair, TestToken x, TestToken y) = _pair(ab);
        uint256 liquidity = pair.balanceOf(actor) * bound(share, 1, 10_000) / 10_000;
        if (liquidity == 0) return;
        ledger.beforeEvent(pair);
        vm.prank(actor);
        router.removeLiquidity(address(x), address(y), liquidity, 0, 0, actor, block.timestamp);
        ledger.afterEvent(pair);
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
        ledger.beforeEvent(pair);
        (uint256 out0, uint256 out1) = pair.burn(actor);
        ledger.afterEvent(pair);
        (uint256 outX, uint256 outY) = address(x) < address(y) ? (out0, out1) : (out1, out0);
        if (outX > amountX || outY > amountY) mintThenBurnProfited = true;
    }

    /// Flash swap: borrow one token of a pair; in the callback the borrower trades and moves
    /// liquidity on the other pair and tries to re-enter the lender, then repays the least the
    /// 0.25% fee allows (in either token), or one unit less, which must revert with K.
    function flashSwap(
        bool ab,
        bool borrowToken0,
        uint256 amountSeed,
        bool repayInOtherToken,
        bool underpay,
        uint256 callbackSeed
    ) external {
        (FlaskPair pair,,) = _pair(ab);
        if (underpay) pair.sync(); // a pending donation would pay for the shortfall
        (uint256 amountOut, FlashBorrower.Loan memory loan) =
            _flashTerms(ab, borrowToken0, amountSeed, repayInOtherToken);
        if (amountOut == 0) return;
        if (underpay) --loan.repayAmount;
        loan.seed = callbackSeed;
        _fundBorrower(loan);

        uint256 kBefore = _k(pair);
        try borrower.borrow(loan, borrowToken0 ? amountOut : 0, borrowToken0 ? 0 : amountOut) {
            if (underpay) underpaidFlashSwapWentThrough = true;
        } catch (bytes memory reason) {
            if (underpay) return;
            if (bytes4(reason) == IFlaskPair.K.selector) fairFlashSwapRefused = true;
            else _bubble(reason);
        }
        if (_k(pair) < kBefore) kDecreasedOnSwap = true;
        ++flashSwaps;
    }

    /// Up to 90% of one reserve, and the least input that keeps the fee-adjusted product
    /// (balance * 10000 - input * 25 on each side) at or above k: in the borrowed token, or in the other.
    function _flashTerms(bool ab, bool borrowToken0, uint256 amountSeed, bool repayInOtherToken)
        internal
        view
        returns (uint256 amountOut, FlashBorrower.Loan memory loan)
    {
        (FlaskPair pair,,) = _pair(ab);
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        (uint256 reserveOut, uint256 reserveIn) = borrowToken0 ? (reserve0, reserve1) : (reserve1, reserve0);
        amountOut = _amount(amountSeed, 27) % (reserveOut * 9 / 10 + 1);
        loan.pair = pair;
        loan.other = ab ? pairBC : pairAB;
        loan.repayToken = IERC20(borrowToken0 != repayInOtherToken ? pair.token0() : pair.token1());
        loan.repayAmount = repayInOtherToken
            ? Math.ceilDiv(reserveIn * amountOut * 10_000, (reserveOut - amountOut) * 9975)
            : Math.ceilDiv(amountOut * 10_000, 9975);
    }

    /// The fee admin switches the protocol fee on (to the collector) or off.
    function switchProtocolFee(bool on) external {
        vm.prank(factory.feeToSetter());
        factory.setFeeTo(on ? collector : address(0));
    }

    /// The fee admin proposes one of the admins as the next setter, or cancels (address(0));
    /// an account that is not the setter tries both setters first and must be refused.
    function proposeFeeToSetter(uint256 candidateSeed, uint256 outsiderSeed) external {
        address setter = factory.feeToSetter();
        address outsider = _account(outsiderSeed);
        if (outsider != setter) {
            vm.prank(outsider);
            try factory.setFeeTo(outsider) {
                outsiderChangedFeeSettings = true;
            } catch {}
            vm.prank(outsider);
            try factory.setFeeToSetter(outsider) {
                outsiderChangedFeeSettings = true;
            } catch {}
        }
        address candidate = candidateSeed % 4 == 3 ? address(0) : admins[candidateSeed % 3];
        vm.prank(setter);
        factory.setFeeToSetter(candidate);
    }

    /// The proposed account takes the role; an account that was not proposed tries first and must fail.
    function acceptFeeToSetter(uint256 outsiderSeed) external {
        address pending = factory.pendingFeeToSetter();
        address outsider = _account(outsiderSeed);
        if (outsider != pending) {
            vm.prank(outsider);
            try factory.acceptFeeToSetter() {
                outsiderChangedFeeSettings = true;
            } catch {}
        }
        if (pending == address(0)) return;
        vm.prank(pending);
        factory.acceptFeeToSetter();
    }

    // ------------------------------------------------------------------ helpers

    /// The repayment, some of both lending tokens for the router's re-entry attempts, and enough
    /// of the other pair's tokens for the callback's swap and deposit.
    function _fundBorrower(FlashBorrower.Loan memory loan) internal {
        address to = address(borrower);
        TestToken(address(loan.repayToken)).mint(to, loan.repayAmount);
        TestToken(loan.pair.token0()).mint(to, 1000);
        TestToken(loan.pair.token1()).mint(to, 1000);
        (uint112 reserve0, uint112 reserve1,) = loan.other.getReserves();
        TestToken(loan.other.token0()).mint(to, reserve0 / 4 + 2);
        TestToken(loan.other.token1()).mint(to, reserve1 / 4 + 2);
    }

    /// Any actor or admin: the candidates for "someone who must be refused".
    function _account(uint256 seed) internal view returns (address) {
        seed %= actors.length + admins.length;
        return seed < actors.length ? actors[seed] : admins[seed - actors.length];
    }

    function _bubble(bytes memory reason) internal pure {
        assembly ("memory-safe") {
            revert(add(reason, 0x20), mload(reason))
        }
    }

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
        ledger.beforeEvent(pair);
        liquidity = pair.mint(actor);
        ledger.afterEvent(pair);
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
    FlaskFactory internal factory;
    FlaskRouter internal router;

    function setUp() public {
        WBNB wbnb = new WBNB();
        FlaskToken flask = new FlaskToken(address(this));
        address feeAdmin = address(0xAD0); // the handler's first admin
        factory = new FlaskFactory(feeAdmin);
        router = new FlaskRouter(address(factory), address(wbnb));
        collector = new FeeCollector(router, flask, address(this), address(this));
        vm.prank(feeAdmin);
        factory.setFeeTo(address(collector)); // the protocol fee starts on, as on every chain
        handler = new AmmHandler(router, factory, address(collector));
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

    /// Liquidity tokens only move between the actors, the flash borrower, the collector, the pair and address(0).
    function invariant_liquiditySupplyIsAccountedFor() public view {
        FlaskPair[2] memory pairs = [handler.pairAB(), handler.pairBC()];
        address[3] memory actors = handler.actorList();
        for (uint256 i; i < pairs.length; ++i) {
            uint256 held = pairs[i].balanceOf(address(0)) + pairs[i].balanceOf(address(collector))
                + pairs[i].balanceOf(address(pairs[i])) + pairs[i].balanceOf(address(handler.borrower()));
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

    function invariant_flashSwapsPayAtLeastTheFee() public view {
        assertTrue(!handler.underpaidFlashSwapWentThrough(), "a flash swap one unit short of the fee went through");
        assertTrue(!handler.fairFlashSwapRefused(), "a flash swap paying the exact fee was refused");
    }

    function invariant_lendingPairCannotBeReentered() public view {
        assertEq(handler.borrower().unlockedReentries(), 0, "re-entries into a pair mid-swap not refused with Locked");
    }

    /// FlaskPair._mintFee: the collector's liquidity from each liquidity event is worth at most
    /// 8/25 of the sqrt(k) growth since the last one, and every such mint was seen by the ledger.
    function invariant_collectorLiquidityWithinEightTwentyFifthsOfGrowth() public view {
        ProtocolFeeLedger ledger = handler.ledger();
        assertTrue(!ledger.feeAboveBound(), "protocol fee above 8/25 of the sqrt(k) growth");
        FlaskPair[2] memory pairs = [handler.pairAB(), handler.pairBC()];
        for (uint256 i; i < pairs.length; ++i) {
            assertEq(pairs[i].balanceOf(address(collector)), ledger.feeMinted(pairs[i]), "collector liquidity all seen");
        }
    }

    function invariant_kLastFollowsTheFeeSwitch() public view {
        assertTrue(!handler.ledger().kLastOutOfStep(), "kLast not set (fee on) or cleared (fee off) at an event");
    }

    /// The flash-swap and re-entry invariants hold trivially if the handler's flash swap never
    /// reaches the callback, and the fee-setting one if the handover never happens: check both do.
    function test_handlerReallyFlashSwapsAndHandsOver() public {
        uint256 amountSeed = (99 << 8) | 20; // 100e20, wrapped under 90% of the reserve
        handler.flashSwap(true, true, amountSeed, false, false, 1);
        handler.flashSwap(false, false, amountSeed, true, false, 2);
        assertEq(handler.flashSwaps(), 2, "fair flash swaps, repaid in either token, went through");
        assertGt(handler.borrower().reentryAttempts(), 0, "their callbacks tried to re-enter");
        handler.flashSwap(true, true, amountSeed, false, true, 3);
        assertEq(handler.flashSwaps(), 2, "one unit short is refused");

        handler.proposeFeeToSetter(1, 0); // admins[1], after actor 0 tried and failed
        handler.acceptFeeToSetter(2);
        assertEq(factory.feeToSetter(), handler.adminList()[1], "the role moved");
        handler.switchProtocolFee(false);
        assertEq(factory.feeTo(), address(0), "the new setter switched the fee off");
        assertTrue(!handler.outsiderChangedFeeSettings(), "outsiders refused");
    }

    function invariant_feeSettingsStayWithTheAdmins() public view {
        assertTrue(!handler.outsiderChangedFeeSettings(), "an account without the role changed fee settings");
        address setter = factory.feeToSetter();
        address[3] memory admins = handler.adminList();
        assertTrue(setter == admins[0] || setter == admins[1] || setter == admins[2], "feeToSetter is an admin");
        address feeTo = factory.feeTo();
        assertTrue(feeTo == address(0) || feeTo == address(collector), "feeTo is the collector or off");
    }
}
