// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {FlaskLPToken} from "./FlaskLPToken.sol";
import {IFlaskCallee} from "./interfaces/IFlaskCallee.sol";
import {IFlaskFactory} from "./interfaces/IFlaskFactory.sol";
import {IFlaskPair} from "./interfaces/IFlaskPair.sol";
import {FEE_DENOMINATOR, PROTOCOL_FEE_DENOMINATOR, PROTOCOL_FEE_NUMERATOR, SWAP_FEE} from "./libraries/FlaskFees.sol";

/// @title A constant-product pool of two tokens (x * y = k) charging 0.25% on every swap input.
/// @notice Same behaviour and ABI as a Uniswap V2 pair, with FlaskSwap's fees: the 0.25% fee stays
/// in the pool for liquidity providers, and when the factory's `feeTo` is set, 8/25 of it
/// (0.08% of volume) is minted as liquidity to `feeTo` (the fee collector) at the next mint or burn.
/// @dev Cheaper than V2 where it does not change behaviour: the tokens and the factory are
/// immutables (the constructor reads the tokens back from the factory, so every pair has the same
/// creation code and init code hash), the reentrancy lock lives in transient storage, and
/// arithmetic is unchecked where the bounds are proven next to it.
contract FlaskPair is FlaskLPToken, IFlaskPair {
    using SafeERC20 for IERC20;

    /// @notice Liquidity minted to address(0) at the first deposit and locked forever, so the
    /// share price can never be pushed so high that small deposits round to nothing.
    uint256 public constant MINIMUM_LIQUIDITY = 1000;

    address public immutable factory;
    address public immutable token0;
    address public immutable token1;

    // One storage slot: the reserves as of the last update and that update's timestamp (mod 2^32).
    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    /// @notice Time-weighted price accumulators (UQ112x112 seconds), wrapping on overflow by design:
    /// oracles read differences between two observations.
    uint256 public price0CumulativeLast;
    uint256 public price1CumulativeLast;

    /// @notice reserve0 * reserve1 after the last liquidity event, while the protocol fee is on.
    uint256 public kLast;

    bool private transient locked;

    modifier lock() {
        if (locked) revert Locked();
        locked = true;
        _;
        locked = false;
    }

    constructor() {
        factory = msg.sender;
        (address tokenA, address tokenB) = IFlaskFactory(msg.sender).pairTokensInCreation();
        token0 = tokenA;
        token1 = tokenB;
    }

    function getReserves() public view returns (uint112, uint112, uint32) {
        return (reserve0, reserve1, blockTimestampLast);
    }

    /// @inheritdoc IFlaskPair
    function initialize(address, address) external pure {
        revert Forbidden();
    }

    /// @notice Mints liquidity for the tokens sent to the pair since the last update.
    function mint(address to) external lock returns (uint256 liquidity) {
        (uint112 reserve0_, uint112 reserve1_, uint32 timestampLast) = getReserves();
        uint256 balance0 = _balanceOf(token0);
        uint256 balance1 = _balanceOf(token1);
        uint256 amount0 = balance0 - reserve0_;
        uint256 amount1 = balance1 - reserve1_;

        bool feeOn = _mintFee(reserve0_, reserve1_);
        uint256 supply = totalSupply; // after _mintFee, which may have minted
        if (supply == 0) {
            uint256 rootK = Math.sqrt(amount0 * amount1);
            if (rootK <= MINIMUM_LIQUIDITY) revert InsufficientLiquidityMinted();
            unchecked {
                liquidity = rootK - MINIMUM_LIQUIDITY;
            }
            _mint(address(0), MINIMUM_LIQUIDITY);
        } else {
            liquidity = Math.min(amount0 * supply / reserve0_, amount1 * supply / reserve1_);
            if (liquidity == 0) revert InsufficientLiquidityMinted();
        }
        _mint(to, liquidity);

        _update(balance0, balance1, reserve0_, reserve1_, timestampLast);
        if (feeOn) kLast = balance0 * balance1; // the reserves just written
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @notice Burns the liquidity sent to the pair and pays out its share of both balances.
    function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
        (uint112 reserve0_, uint112 reserve1_, uint32 timestampLast) = getReserves();
        uint256 balance0 = _balanceOf(token0);
        uint256 balance1 = _balanceOf(token1);
        uint256 liquidity = balanceOf[address(this)];

        bool feeOn = _mintFee(reserve0_, reserve1_);
        uint256 supply = totalSupply; // after _mintFee, which may have minted
        // Pro rata of the balances, not the reserves, so donations go to liquidity providers.
        amount0 = liquidity * balance0 / supply;
        amount1 = liquidity * balance1 / supply;
        if (amount0 == 0 || amount1 == 0) revert InsufficientLiquidityBurned();
        _burn(address(this), liquidity);
        IERC20(token0).safeTransfer(to, amount0);
        IERC20(token1).safeTransfer(to, amount1);
        balance0 = _balanceOf(token0);
        balance1 = _balanceOf(token1);

        _update(balance0, balance1, reserve0_, reserve1_, timestampLast);
        if (feeOn) kLast = balance0 * balance1; // the reserves just written
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @notice Sends the requested outputs, then requires the inputs received to keep
    /// (balance0 - 0.25% of input0) * (balance1 - 0.25% of input1) >= reserve0 * reserve1.
    /// @param data When not empty, `to` is called back (`uniswapV2Call`) before the check: a flash swap.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external lock {
        if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutputAmount();
        (uint112 reserve0_, uint112 reserve1_, uint32 timestampLast) = getReserves();
        if (amount0Out >= reserve0_ || amount1Out >= reserve1_) revert InsufficientLiquidity();
        if (to == token0 || to == token1) revert InvalidTo();

        if (amount0Out != 0) IERC20(token0).safeTransfer(to, amount0Out);
        if (amount1Out != 0) IERC20(token1).safeTransfer(to, amount1Out);
        if (data.length != 0) IFlaskCallee(to).uniswapV2Call(msg.sender, amount0Out, amount1Out, data);
        _settleSwap(amount0Out, amount1Out, to, reserve0_, reserve1_, timestampLast);
    }

    /// @dev The second half of `swap` (a separate frame keeps the stack shallow): measures the
    /// inputs, checks the fee-adjusted constant product and writes the new reserves.
    function _settleSwap(
        uint256 amount0Out,
        uint256 amount1Out,
        address to,
        uint112 reserve0_,
        uint112 reserve1_,
        uint32 timestampLast
    ) private {
        uint256 balance0 = _balanceOf(token0);
        uint256 balance1 = _balanceOf(token1);
        uint256 amount0In;
        uint256 amount1In;
        // amountOut < reserve was checked by swap, and a balance above what is left counts as input.
        unchecked {
            uint256 left0 = reserve0_ - amount0Out;
            uint256 left1 = reserve1_ - amount1Out;
            amount0In = balance0 > left0 ? balance0 - left0 : 0;
            amount1In = balance1 > left1 ? balance1 - left1 : 0;
        }
        if (amount0In == 0 && amount1In == 0) revert InsufficientInputAmount();
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow();
        // With both balances below 2^112: each adjusted balance is below 2^126 and their product
        // below 2^252; the reserves' product times 10^8 is below 2^251. Inputs never exceed balances.
        unchecked {
            uint256 adjusted0 = balance0 * FEE_DENOMINATOR - amount0In * SWAP_FEE;
            uint256 adjusted1 = balance1 * FEE_DENOMINATOR - amount1In * SWAP_FEE;
            if (adjusted0 * adjusted1 < uint256(reserve0_) * reserve1_ * (FEE_DENOMINATOR * FEE_DENOMINATOR)) {
                revert K();
            }
        }

        _update(balance0, balance1, reserve0_, reserve1_, timestampLast);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @notice Sends `to` whatever the pair holds above its reserves.
    function skim(address to) external lock {
        (uint112 reserve0_, uint112 reserve1_,) = getReserves();
        IERC20(token0).safeTransfer(to, _balanceOf(token0) - reserve0_);
        IERC20(token1).safeTransfer(to, _balanceOf(token1) - reserve1_);
    }

    /// @notice Makes the reserves equal the balances.
    function sync() external lock {
        (uint112 reserve0_, uint112 reserve1_, uint32 timestampLast) = getReserves();
        _update(_balanceOf(token0), _balanceOf(token1), reserve0_, reserve1_, timestampLast);
    }

    /// @dev Writes the new reserves and, on the first update of a block, adds the previous
    /// reserves' prices times the seconds they held to the accumulators.
    function _update(uint256 balance0, uint256 balance1, uint112 reserve0_, uint112 reserve1_, uint32 timestampLast)
        private
    {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow();
        uint32 timestamp = uint32(block.timestamp);
        // Wrapping is intended: the timestamp is mod 2^32 and the accumulators are read as differences.
        // A price is below 2^224 (a 112-bit reserve shifted by 112 over another), times < 2^32 seconds.
        unchecked {
            uint32 elapsed = timestamp - timestampLast;
            if (elapsed != 0 && reserve0_ != 0 && reserve1_ != 0) {
                price0CumulativeLast += ((uint256(reserve1_) << 112) / reserve0_) * elapsed;
                price1CumulativeLast += ((uint256(reserve0_) << 112) / reserve1_) * elapsed;
            }
        }
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = timestamp;
        emit Sync(uint112(balance0), uint112(balance1));
    }

    /// @dev When the protocol fee is on, mints `feeTo` liquidity worth 8/25 of the growth of
    /// sqrt(k) since the last liquidity event. For a share s of the new supply S + L to be worth
    /// f = 8/25 of the growth: L = S * (rootK - rootKLast) / ((1/f - 1) * rootK + rootKLast)
    ///                            = S * (rootK - rootKLast) * 8 / (17 * rootK + 8 * rootKLast).
    function _mintFee(uint112 reserve0_, uint112 reserve1_) private returns (bool feeOn) {
        address feeTo = IFlaskFactory(factory).feeTo();
        feeOn = feeTo != address(0);
        uint256 lastK = kLast;
        if (feeOn) {
            if (lastK != 0) {
                uint256 rootK = Math.sqrt(uint256(reserve0_) * reserve1_);
                uint256 rootKLast = Math.sqrt(lastK);
                if (rootK > rootKLast) {
                    uint256 numerator = totalSupply * (rootK - rootKLast) * PROTOCOL_FEE_NUMERATOR;
                    uint256 denominator = rootK * (PROTOCOL_FEE_DENOMINATOR - PROTOCOL_FEE_NUMERATOR)
                        + rootKLast * PROTOCOL_FEE_NUMERATOR;
                    uint256 liquidity = numerator / denominator;
                    if (liquidity != 0) _mint(feeTo, liquidity);
                }
            }
        } else if (lastK != 0) {
            kLast = 0;
        }
    }

    /// @dev token.balanceOf(this) without Solidity's call wrapper: this runs several times per swap.
    function _balanceOf(address token) private view returns (uint256 amount) {
        assembly ("memory-safe") {
            mstore(0x00, 0x70a08231) // balanceOf(address)
            mstore(0x20, address())
            // The call runs before returndatasize is read (Yul evaluates arguments right to left).
            if iszero(and(gt(returndatasize(), 0x1f), staticcall(gas(), token, 0x1c, 0x24, 0x00, 0x20))) {
                revert(0x00, 0x00)
            }
            amount := mload(0x00)
        }
    }
}
