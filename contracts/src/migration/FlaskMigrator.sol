// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IFlaskFactory} from "../amm/interfaces/IFlaskFactory.sol";
import {IFlaskPair} from "../amm/interfaces/IFlaskPair.sol";
import {IWBNB} from "../amm/interfaces/IWBNB.sol";
import {ILegacyFactory, ILegacyPair} from "./interfaces/ILegacyPair.sol";

/// @title Moves a liquidity position from another Uniswap-V2-style exchange (PancakeSwap v2 on BSC)
/// to FlaskSwap in one transaction.
/// @notice Burns the caller's LP in a pair of `legacyFactory`, deposits both tokens into the
/// FlaskSwap pair of the same tokens (creating it if needed) and sends the LP and whatever the new
/// pair's price leaves over (WBNB as BNB) to the recipient.
/// @dev Not the factory "migrator" ARCHITECTURE.md rules out: no owner, no settings, no power over
/// anyone's funds but the caller's own LP in the caller's own transaction. It holds nothing between
/// calls: whatever it holds of the pair's tokens at the end of a migration goes to its recipient.
contract FlaskMigrator is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @dev Extra transfers a fee-on-transfer token may need to reach the amount the pair's price asks.
    uint256 private constant MAX_TOP_UPS = 2;

    /// @notice FlaskSwap's factory: where positions go.
    IFlaskFactory public immutable factory;
    /// @notice The other exchange's factory: only its pairs are taken.
    ILegacyFactory public immutable legacyFactory;
    /// @notice Wrapped BNB, paid back as BNB.
    address public immutable WBNB;

    /// @param amount0 what the FlaskSwap pair received of token0 (its tokens are sorted as in `legacyPair`)
    /// @param liquidity the FlaskSwap LP minted to `to`
    event Migrated(
        address indexed sender,
        address indexed legacyPair,
        address indexed pair,
        address to,
        uint256 legacyLiquidity,
        uint256 amount0,
        uint256 amount1,
        uint256 liquidity
    );

    error Expired();
    error SameFactory();
    error NotLegacyPair();
    error InsufficientAmount0();
    error InsufficientAmount1();
    error OnlyWBNB();

    modifier ensure(uint256 deadline) {
        if (deadline < block.timestamp) revert Expired();
        _;
    }

    constructor(IFlaskFactory factory_, ILegacyFactory legacyFactory_, address wbnb) {
        if (address(factory_) == address(legacyFactory_)) revert SameFactory();
        factory = factory_;
        legacyFactory = legacyFactory_;
        WBNB = wbnb;
    }

    /// @dev BNB arrives only from unwrapping, paid out in the same call.
    receive() external payable {
        if (msg.sender != WBNB) revert OnlyWBNB();
    }

    /// @notice Migrates `legacyLiquidity` of the caller's LP in `legacyPair`, approved to this contract.
    /// @param amount0Min least of token0 the FlaskSwap pair must receive (bounds both pairs' prices)
    /// @param amount1Min least of token1 the FlaskSwap pair must receive
    /// @param to receives the FlaskSwap LP and the leftover tokens
    function migrate(
        address legacyPair,
        uint256 legacyLiquidity,
        uint256 amount0Min,
        uint256 amount1Min,
        address to,
        uint256 deadline
    ) external nonReentrant ensure(deadline) returns (uint256 amount0, uint256 amount1, uint256 liquidity) {
        return _migrate(legacyPair, legacyLiquidity, amount0Min, amount1Min, to);
    }

    /// @notice `migrate` with the legacy LP's EIP-2612 permit signed for this contract (`approveMax`:
    /// signed for the maximum amount rather than `legacyLiquidity`). If someone already submitted that
    /// signature, the migration still goes ahead as long as the allowance is there.
    function migrateWithPermit(
        address legacyPair,
        uint256 legacyLiquidity,
        uint256 amount0Min,
        uint256 amount1Min,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external nonReentrant ensure(deadline) returns (uint256 amount0, uint256 amount1, uint256 liquidity) {
        _permit(legacyPair, legacyLiquidity, deadline, approveMax, v, r, s);
        return _migrate(legacyPair, legacyLiquidity, amount0Min, amount1Min, to);
    }

    function _permit(
        address legacyPair,
        uint256 liquidity,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) private {
        uint256 value = approveMax ? type(uint256).max : liquidity;
        try ILegacyPair(legacyPair).permit(msg.sender, address(this), value, deadline, v, r, s) {}
        catch (bytes memory reason) {
            if (ILegacyPair(legacyPair).allowance(msg.sender, address(this)) < liquidity) {
                assembly ("memory-safe") {
                    revert(add(reason, 0x20), mload(reason))
                }
            }
        }
    }

    function _migrate(address legacyPair, uint256 legacyLiquidity, uint256 amount0Min, uint256 amount1Min, address to)
        private
        returns (uint256 amount0, uint256 amount1, uint256 liquidity)
    {
        address token0 = ILegacyPair(legacyPair).token0();
        address token1 = ILegacyPair(legacyPair).token1();
        if (legacyFactory.getPair(token0, token1) != legacyPair) revert NotLegacyPair();
        uint256[4] memory burnt = _burnLegacy(legacyPair, legacyLiquidity, token0, token1);

        address pair = factory.getPair(token0, token1);
        if (pair == address(0)) pair = factory.createPair(token0, token1);
        (amount0, amount1) = _deposit(IFlaskPair(pair), token0, token1, burnt);
        if (amount0 < amount0Min) revert InsufficientAmount0();
        if (amount1 < amount1Min) revert InsufficientAmount1();
        liquidity = IFlaskPair(pair).mint(to);
        _payOut(token0, to);
        _payOut(token1, to);
        emit Migrated(msg.sender, legacyPair, pair, to, legacyLiquidity, amount0, amount1, liquidity);
    }

    /// @dev Burns the caller's legacy LP to this contract. Returns, per token, the balance held before
    /// and what the legacy pair sent: what arrives of it tells a fee-on-transfer token apart.
    function _burnLegacy(address legacyPair, uint256 legacyLiquidity, address token0, address token1)
        private
        returns (uint256[4] memory burnt)
    {
        burnt[0] = IERC20(token0).balanceOf(address(this));
        burnt[2] = IERC20(token1).balanceOf(address(this));
        IERC20(legacyPair).safeTransferFrom(msg.sender, legacyPair, legacyLiquidity);
        (burnt[1], burnt[3]) = ILegacyPair(legacyPair).burn(address(this));
    }

    /// @dev Sends the pair as much of both tokens as its price takes; returns what it received. A new
    /// (empty) pair takes everything: the legacy pair's price becomes its price. `burnt` holds, per
    /// token, the balance before the legacy burn and what the legacy pair sent.
    function _deposit(IFlaskPair pair, address token0, address token1, uint256[4] memory burnt)
        private
        returns (uint256 in0, uint256 in1)
    {
        uint256 balance0 = IERC20(token0).balanceOf(address(this));
        uint256 balance1 = IERC20(token1).balanceOf(address(this));
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        if (reserve0 == 0 && reserve1 == 0) {
            return (_send(token0, pair, balance0, 0), _send(token1, pair, balance1, 0));
        }
        // The side the price uses up goes first, whole; the other follows what the pair actually
        // received of it, so a fee-on-transfer token on either side leaves no excess in the pair.
        // Which side that is depends on what each balance delivers after its token's transfer fee.
        uint256 deliverable0 = _afterFee(balance0, balance0 - burnt[0], burnt[1]);
        uint256 deliverable1 = _afterFee(balance1, balance1 - burnt[2], burnt[3]);
        if (Math.mulDiv(deliverable0, reserve1, reserve0) <= deliverable1) {
            in0 = _send(token0, pair, balance0, reserve0);
            in1 = _sendUpTo(token1, pair, Math.mulDiv(in0, reserve1, reserve0), balance1, reserve1);
        } else {
            in1 = _send(token1, pair, balance1, reserve1);
            in0 = _sendUpTo(token0, pair, Math.mulDiv(in1, reserve0, reserve1), balance0, reserve0);
        }
    }

    /// @dev What `balance` delivers when a transfer of `sent` delivered `received`.
    function _afterFee(uint256 balance, uint256 received, uint256 sent) private pure returns (uint256) {
        return sent == 0 || received >= sent ? balance : Math.mulDiv(balance, received, sent);
    }

    /// @dev Sends `amount`; returns what the pair holds above its reserve, which is what it mints for.
    function _send(address token, IFlaskPair pair, uint256 amount, uint256 reserve) private returns (uint256) {
        if (amount > 0) IERC20(token).safeTransfer(address(pair), amount);
        return IERC20(token).balanceOf(address(pair)) - reserve;
    }

    /// @dev Sends until the pair has received `wanted`, never more than `available`. A token taking a
    /// fee on transfer arrives short: the shortfall is sent again, grossed up by the share that arrived.
    function _sendUpTo(address token, IFlaskPair pair, uint256 wanted, uint256 available, uint256 reserve)
        private
        returns (uint256 received)
    {
        uint256 sent = Math.min(wanted, available);
        received = _send(token, pair, sent, reserve);
        for (uint256 i; i < MAX_TOP_UPS && received < wanted && sent < available && received > 0; ++i) {
            uint256 more =
                Math.min(Math.mulDiv(wanted - received, sent, received, Math.Rounding.Ceil), available - sent);
            sent += more;
            received = _send(token, pair, more, reserve);
        }
    }

    /// @dev Everything left of `token` to `to`; WBNB as BNB, or as WBNB to a recipient that refuses BNB.
    function _payOut(address token, address to) private {
        uint256 amount = IERC20(token).balanceOf(address(this));
        if (amount == 0) return;
        if (token == WBNB) {
            IWBNB(WBNB).withdraw(amount);
            (bool paid,) = to.call{value: amount}("");
            if (paid) return;
            IWBNB(WBNB).deposit{value: amount}();
        }
        IERC20(token).safeTransfer(to, amount);
    }
}
