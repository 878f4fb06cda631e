// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {FlaskRouter} from "../../src/amm/FlaskRouter.sol";
import {IFlaskCallee} from "../../src/amm/interfaces/IFlaskCallee.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {ProtocolFeeLedger} from "./ProtocolFeeLedger.sol";

/// A flash-swap borrower for the AMM invariant handler. Inside the callback it trades and moves
/// liquidity on another pair through the router, tries every way back into the pair that is
/// lending (each must revert with Locked), then repays what the handler decided.
contract FlashBorrower is IFlaskCallee {
    struct Loan {
        FlaskPair pair;
        FlaskPair other;
        IERC20 repayToken;
        uint256 repayAmount;
        uint256 seed;
    }

    FlaskRouter public immutable router;
    ProtocolFeeLedger public immutable ledger;

    Loan private loan;
    /// Re-entries into the lending pair that did not revert with Locked.
    uint256 public unlockedReentries;
    uint256 public reentryAttempts;

    constructor(FlaskRouter router_, ProtocolFeeLedger ledger_, FlaskPair[2] memory pairs) {
        router = router_;
        ledger = ledger_;
        for (uint256 i; i < pairs.length; ++i) {
            IERC20(pairs[i].token0()).approve(address(router_), type(uint256).max);
            IERC20(pairs[i].token1()).approve(address(router_), type(uint256).max);
            pairs[i].approve(address(router_), type(uint256).max);
        }
    }

    /// Flash-borrows from `loan_.pair`; the callback works on `loan_.other` and pays back the loan's repayment.
    function borrow(Loan calldata loan_, uint256 amount0Out, uint256 amount1Out) external {
        loan = loan_;
        loan_.pair.swap(amount0Out, amount1Out, address(this), "flash"); // non-empty data: a callback
        delete loan;
    }

    function uniswapV2Call(address sender, uint256, uint256, bytes calldata) external {
        Loan memory current = loan;
        require(msg.sender == address(current.pair) && sender == address(this), "FlashBorrower: unexpected call");
        _tradeOnOtherPair(current.other, current.seed);
        _tryReenter(current.pair);
        current.repayToken.transfer(address(current.pair), current.repayAmount);
    }

    // ------------------------------------------------------------------ the other pair

    /// A swap, a deposit and a withdrawal on the other pair, sized from its reserves so they go through.
    function _tradeOnOtherPair(FlaskPair other, uint256 seed) private {
        (address token0, address token1) = (other.token0(), other.token1());
        (uint112 reserve0, uint112 reserve1,) = other.getReserves();
        bool zeroForOne = seed & 1 == 0;
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        address[] memory path = zeroForOne ? _path(token0, token1) : _path(token1, token0);
        uint256 amountIn = reserveIn / (10 + (seed >> 1) % 90) + 1;
        if (router.getAmountOut(amountIn, reserveIn, reserveOut) != 0) {
            router.swapExactTokensForTokens(amountIn, 0, path, address(this), block.timestamp);
        }

        (reserve0, reserve1,) = other.getReserves();
        ledger.beforeEvent(other);
        router.addLiquidity(token0, token1, reserve0 / 20 + 1, reserve1 / 20 + 1, 0, 0, address(this), block.timestamp);
        ledger.afterEvent(other);

        (reserve0, reserve1,) = other.getReserves();
        uint256 liquidity = other.balanceOf(address(this)) / 2;
        uint256 supply = other.totalSupply();
        if (liquidity * reserve0 / supply == 0 || liquidity * reserve1 / supply == 0) return;
        ledger.beforeEvent(other);
        router.removeLiquidity(token0, token1, liquidity, 0, 0, address(this), block.timestamp);
        ledger.afterEvent(other);
    }

    // ------------------------------------------------------------------ the lending pair

    /// Every entry point of the pair, directly and through the router, while it is mid-swap.
    function _tryReenter(FlaskPair pair) private {
        (address token0, address token1) = (pair.token0(), pair.token1());
        address self = address(this);
        _expectLocked(address(pair), abi.encodeCall(IFlaskPair.swap, (1, 0, self, "")));
        _expectLocked(address(pair), abi.encodeCall(IFlaskPair.swap, (1, 0, self, abi.encode(0))));
        _expectLocked(address(pair), abi.encodeCall(IFlaskPair.mint, (self)));
        _expectLocked(address(pair), abi.encodeCall(IFlaskPair.burn, (self)));
        _expectLocked(address(pair), abi.encodeCall(IFlaskPair.skim, (self)));
        _expectLocked(address(pair), abi.encodeCall(IFlaskPair.sync, ()));
        _expectLocked(
            address(router),
            abi.encodeCall(FlaskRouter.swapExactTokensForTokens, (1, 0, _path(token0, token1), self, block.timestamp))
        );
        _expectLocked(
            address(router),
            abi.encodeCall(FlaskRouter.addLiquidity, (token0, token1, 1000, 1000, 0, 0, self, block.timestamp))
        );
        if (pair.balanceOf(self) != 0) {
            _expectLocked(
                address(router),
                abi.encodeCall(FlaskRouter.removeLiquidity, (token0, token1, 1, 0, 0, self, block.timestamp))
            );
        }
    }

    function _expectLocked(address target, bytes memory call) private {
        ++reentryAttempts;
        (bool ok, bytes memory reason) = target.call(call);
        if (ok || reason.length < 4 || bytes4(reason) != IFlaskPair.Locked.selector) ++unlockedReentries;
    }

    function _path(address from, address to) private pure returns (address[] memory path) {
        path = new address[](2);
        (path[0], path[1]) = (from, to);
    }
}
