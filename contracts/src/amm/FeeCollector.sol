// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IFlaskFactory} from "./interfaces/IFlaskFactory.sol";
import {IFlaskPair} from "./interfaces/IFlaskPair.sol";
import {IFlaskRouter} from "./interfaces/IFlaskRouter.sol";
import {
    FEE_DENOMINATOR,
    SWAP_FEE,
    TREASURY_SHARE_DENOMINATOR,
    TREASURY_SHARE_NUMERATOR
} from "./libraries/FlaskFees.sol";

/// @title Turns the protocol's share of swap fees into treasury income and FLASK buy-back-and-burn.
/// @notice Every pair mints the protocol's 8/25 of its fees (0.08% of volume) to this contract as
/// liquidity. `convert` redeems that liquidity for the pair's two tokens, pays 3/8 of each to the
/// treasury (0.03% of volume) and spends the other 5/8 (0.05%) buying FLASK through the router,
/// then burns the FLASK.
/// @dev The operator cannot skim (for example by sandwiching its own buy-back): every price the
/// collector trades at is bounded on chain by a time-weighted price from the pairs' cumulative
/// prices. Anyone records a pair's accumulators (`recordPrices`); `convert` measures the average
/// price since the newest recording at least `twapWindow` old (and at most two windows old). The
/// burnt pair's price must sit within `maxDeviationBps` of its average, and each buy must return
/// at least the FLASK that average prices (less the swap fee per hop) pay, less `maxDeviationBps`.
/// Window and deviation are owner settings (the timelock). The operator's own minimums still apply
/// on top. A token whose buy fails reverts the convert; its buy-back share goes to the treasury
/// only when the operator says so with an empty path (`BuybackSkipped`). A treasury payment the
/// token refuses stays here, and the owner can `sweep` anything but FLASK (a stuck token, or the
/// LP of a pair whose burn fails).
contract FeeCollector is Ownable2Step {
    using SafeERC20 for IERC20;

    /// @notice How to handle one token of the pair: `minReceived`, the least of it the burn must
    /// return (required); `path`, a router path from the token to FLASK (empty: no route, the
    /// buy-back share goes to the treasury); `minFlaskOut`, the least FLASK the buy must return
    /// (required with a path). Path and minFlaskOut are ignored for FLASK, which is burnt directly.
    struct Buyback {
        address[] path;
        uint256 minFlaskOut;
        uint256 minReceived;
    }

    /// @notice A pair's two price accumulators (UQ112x112 seconds) as of `timestamp`.
    struct Observation {
        uint64 timestamp;
        uint256 price0Cumulative;
        uint256 price1Cumulative;
    }

    uint32 public constant MIN_TWAP_WINDOW = 5 minutes;
    uint32 public constant MAX_TWAP_WINDOW = 1 days;
    uint16 public constant MAX_DEVIATION_BPS = 1_000;
    uint256 private constant BPS = 10_000;

    IFlaskRouter public immutable router;
    IFlaskFactory public immutable factory;
    ERC20Burnable public immutable flask;

    address public treasury;
    mapping(address account => bool) public isOperator;
    /// @notice How long the average price a convert trades against must run, at least.
    uint32 public twapWindow = 30 minutes;
    /// @notice How far (in basis points) a convert's prices may fall from the average price.
    uint16 public maxDeviationBps = 200;
    /// @notice Each pair's newest recording, and the one before it (at least a window older).
    mapping(address pair => Observation) public latestObservation;
    mapping(address pair => Observation) public previousObservation;

    event TreasuryChanged(address indexed previousTreasury, address indexed newTreasury);
    event OperatorSet(address indexed operator, bool allowed);
    event LiquidityConverted(address indexed pair, uint256 liquidity, uint256 amount0, uint256 amount1);
    event TreasuryPaid(address indexed token, address indexed treasury, uint256 amount);
    event FlaskBurned(address indexed token, uint256 amountIn, uint256 flaskBurned);
    /// @notice A buy-back share sent to the treasury: the token has no route, or its buy failed.
    event BuybackSkipped(address indexed token, uint256 amount);
    /// @notice The token refused the treasury payment: `amount` stays here for `sweep`.
    event TreasuryPaymentFailed(address indexed token, address indexed treasury, uint256 amount);
    event Swept(address indexed token, address indexed to, uint256 amount);
    event PriceRecorded(address indexed pair, uint256 price0Cumulative, uint256 price1Cumulative);
    event TwapWindowChanged(uint32 previousWindow, uint32 newWindow);
    event MaxDeviationChanged(uint16 previousBps, uint16 newBps);

    error NotOperator();
    error ZeroAddress();
    error NothingToConvert();
    error UnknownPair();
    error InvalidPath();
    error MissingMinimumOut();
    error InsufficientReceived(address token, uint256 received, uint256 minimum);
    error CannotSweepFlask();
    error Expired();
    error InvalidWindow();
    error InvalidDeviation();
    /// @notice No recording of `pair` is between one and two windows old: record it, wait a window.
    error NoRecentPrice(address pair);
    /// @notice The pair's price is further than `maxDeviationBps` from its average.
    error PriceDeviation(address pair, uint256 price, uint256 averagePrice);

    modifier onlyOperator() {
        if (!isOperator[msg.sender] && msg.sender != owner()) revert NotOperator();
        _;
    }

    constructor(IFlaskRouter router_, ERC20Burnable flask_, address treasury_, address owner_) Ownable(owner_) {
        if (address(router_) == address(0) || address(flask_) == address(0) || treasury_ == address(0)) {
            revert ZeroAddress();
        }
        router = router_;
        factory = IFlaskFactory(router_.factory());
        flask = flask_;
        treasury = treasury_;
        emit TreasuryChanged(address(0), treasury_);
    }

    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert ZeroAddress();
        emit TreasuryChanged(treasury, newTreasury);
        treasury = newTreasury;
    }

    function setOperator(address operator, bool allowed) external onlyOwner {
        isOperator[operator] = allowed;
        emit OperatorSet(operator, allowed);
    }

    function setTwapWindow(uint32 window) external onlyOwner {
        if (window < MIN_TWAP_WINDOW || window > MAX_TWAP_WINDOW) revert InvalidWindow();
        emit TwapWindowChanged(twapWindow, window);
        twapWindow = window;
    }

    function setMaxDeviation(uint16 bps) external onlyOwner {
        if (bps == 0 || bps > MAX_DEVIATION_BPS) revert InvalidDeviation();
        emit MaxDeviationChanged(maxDeviationBps, bps);
        maxDeviationBps = bps;
    }

    /// @notice Records the price accumulators of the exchange's `pairs`, the start of the average
    /// price a convert a window later trades against. Anyone may call it.
    /// @dev A pair's newest recording stays until it is a window old, so recording often cannot keep
    /// pushing the average's start forward and block `convert`.
    function recordPrices(IFlaskPair[] calldata pairs) external {
        for (uint256 i; i < pairs.length; ++i) {
            address pair = address(pairs[i]);
            if (factory.getPair(pairs[i].token0(), pairs[i].token1()) != pair) revert UnknownPair();
            Observation memory latest = latestObservation[pair];
            if (latest.timestamp != 0) {
                if (block.timestamp - latest.timestamp < twapWindow) continue;
                previousObservation[pair] = latest;
            }
            Observation memory current = _observe(IFlaskPair(pair));
            latestObservation[pair] = current;
            emit PriceRecorded(pair, current.price0Cumulative, current.price1Cumulative);
        }
    }

    /// @notice Sends `amount` of any token but FLASK (which is only ever burnt) to `to`: a token a
    /// treasury payment left behind, or the LP of a pair whose token blocks the burn.
    function sweep(IERC20 token, address to, uint256 amount) external onlyOwner {
        if (address(token) == address(flask)) revert CannotSweepFlask();
        if (to == address(0)) revert ZeroAddress();
        token.safeTransfer(to, amount);
        emit Swept(address(token), to, amount);
    }

    /// @notice Redeems all of the collector's liquidity in `pair`, pays the treasury its 3/8 of
    /// each token and buys and burns FLASK with the rest.
    /// @param buyback0 How to buy FLASK with token0's share. @param buyback1 The same for token1.
    /// Needs a recording of `pair` and of every pair on the paths between one and two windows old.
    /// @param deadline Passed to the router for the buys.
    function convert(IFlaskPair pair, Buyback calldata buyback0, Buyback calldata buyback1, uint256 deadline)
        external
        onlyOperator
    {
        // Checked here so the router's own deadline check can never send a share to the treasury.
        if (deadline < block.timestamp) revert Expired();
        IERC20 token0 = IERC20(pair.token0());
        IERC20 token1 = IERC20(pair.token1());
        // Only the exchange's own pairs: anything else could report made-up tokens.
        if (factory.getPair(address(token0), address(token1)) != address(pair)) revert UnknownPair();
        uint256 liquidity = pair.balanceOf(address(this));
        if (liquidity == 0) revert NothingToConvert();
        // A skewed pair would pay its fee in skewed amounts: its price must be near its average.
        _checkPriceNearAverage(pair);
        uint256 before0 = token0.balanceOf(address(this));
        uint256 before1 = token1.balanceOf(address(this));

        IERC20(address(pair)).safeTransfer(address(pair), liquidity);
        pair.burn(address(this));
        // What actually arrived: a token may take a fee on transfer.
        uint256 amount0 = token0.balanceOf(address(this)) - before0;
        uint256 amount1 = token1.balanceOf(address(this)) - before1;
        emit LiquidityConverted(address(pair), liquidity, amount0, amount1);

        _checkReceived(token0, amount0, buyback0.minReceived);
        _checkReceived(token1, amount1, buyback1.minReceived);

        _split(token0, amount0, buyback0, deadline);
        _split(token1, amount1, buyback1, deadline);
    }

    function _checkReceived(IERC20 token, uint256 amount, uint256 minimum) private pure {
        if (minimum == 0) revert MissingMinimumOut();
        if (amount < minimum) revert InsufficientReceived(address(token), amount, minimum);
    }

    /// @dev Treasury share rounds down; the buy-back gets the remainder, so nothing stays behind.
    function _split(IERC20 token, uint256 amount, Buyback calldata buyback, uint256 deadline) private {
        uint256 toTreasury = amount * TREASURY_SHARE_NUMERATOR / TREASURY_SHARE_DENOMINATOR;
        uint256 toBuyback = amount - toTreasury;
        if (toBuyback == 0) {
            _payTreasury(token, toTreasury);
            return;
        }

        uint256 flaskBought;
        if (address(token) == address(flask)) {
            flaskBought = toBuyback;
        } else {
            address[] calldata path = buyback.path;
            if (path.length == 0) {
                emit BuybackSkipped(address(token), toBuyback);
                _payTreasury(token, toTreasury + toBuyback);
                return;
            }
            if (path.length < 2 || path[0] != address(token) || path[path.length - 1] != address(flask)) {
                revert InvalidPath();
            }
            if (buyback.minFlaskOut == 0) revert MissingMinimumOut();
            uint256 minFlaskOut =
                Math.max(buyback.minFlaskOut, _averageQuote(toBuyback, path) * (BPS - maxDeviationBps) / BPS);
            uint256 flaskBefore = flask.balanceOf(address(this));
            token.forceApprove(address(router), toBuyback);
            // Any failure reverts the convert: only the operator's explicit empty path pays the treasury.
            router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
                toBuyback, minFlaskOut, path, address(this), deadline
            );
            flaskBought = flask.balanceOf(address(this)) - flaskBefore;
        }
        _payTreasury(token, toTreasury);
        flask.burn(flaskBought);
        emit FlaskBurned(address(token), toBuyback, flaskBought);
    }

    function _checkPriceNearAverage(IFlaskPair pair) private view {
        (uint256 averagePrice0,) = _averagePrices(pair);
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        uint256 price0 = (uint256(reserve1) << 112) / reserve0;
        uint256 gap = price0 > averagePrice0 ? price0 - averagePrice0 : averagePrice0 - price0;
        if (gap * BPS > averagePrice0 * maxDeviationBps) revert PriceDeviation(address(pair), price0, averagePrice0);
    }

    /// @dev The FLASK `amountIn` buys along `path` at each pair's average price, less the swap fee.
    function _averageQuote(uint256 amountIn, address[] calldata path) private view returns (uint256 amountOut) {
        amountOut = amountIn;
        for (uint256 i; i < path.length - 1; ++i) {
            address pair = factory.getPair(path[i], path[i + 1]);
            if (pair == address(0)) revert UnknownPair();
            (uint256 averagePrice0, uint256 averagePrice1) = _averagePrices(IFlaskPair(pair));
            uint256 price = path[i] < path[i + 1] ? averagePrice0 : averagePrice1;
            amountOut = Math.mulDiv(amountOut, price * (FEE_DENOMINATOR - SWAP_FEE), FEE_DENOMINATOR << 112);
        }
    }

    /// @dev The pair's average prices (UQ112x112: token1 per token0, token0 per token1) since its
    /// newest recording at least a window old; a recording older than two windows is stale.
    function _averagePrices(IFlaskPair pair) private view returns (uint256 averagePrice0, uint256 averagePrice1) {
        uint256 window = twapWindow;
        Observation memory start = latestObservation[address(pair)];
        if (block.timestamp - start.timestamp < window) start = previousObservation[address(pair)];
        uint256 age = block.timestamp - start.timestamp;
        if (start.timestamp == 0 || age < window || age > 2 * window) revert NoRecentPrice(address(pair));
        Observation memory end = _observe(pair);
        // The accumulators wrap by design: only their differences are read.
        unchecked {
            averagePrice0 = (end.price0Cumulative - start.price0Cumulative) / age;
            averagePrice1 = (end.price1Cumulative - start.price1Cumulative) / age;
        }
    }

    /// @dev The pair's accumulators brought up to this second (as its next update would write them).
    function _observe(IFlaskPair pair) private view returns (Observation memory observation) {
        observation.timestamp = uint64(block.timestamp);
        observation.price0Cumulative = pair.price0CumulativeLast();
        observation.price1Cumulative = pair.price1CumulativeLast();
        (uint112 reserve0, uint112 reserve1, uint32 timestampLast) = pair.getReserves();
        unchecked {
            uint32 elapsed = uint32(block.timestamp) - timestampLast;
            if (elapsed != 0 && reserve0 != 0 && reserve1 != 0) {
                observation.price0Cumulative += ((uint256(reserve1) << 112) / reserve0) * elapsed;
                observation.price1Cumulative += ((uint256(reserve0) << 112) / reserve1) * elapsed;
            }
        }
    }

    /// @dev A token that refuses the payment leaves it here (for sweep) instead of blocking the pair.
    function _payTreasury(IERC20 token, uint256 amount) private {
        if (amount == 0) return;
        address treasury_ = treasury;
        if (token.trySafeTransfer(treasury_, amount)) emit TreasuryPaid(address(token), treasury_, amount);
        else emit TreasuryPaymentFailed(address(token), treasury_, amount);
    }
}
