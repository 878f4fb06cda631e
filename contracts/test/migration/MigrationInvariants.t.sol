// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {FeeCollector} from "../../src/amm/FeeCollector.sol";
import {FlaskFactory} from "../../src/amm/FlaskFactory.sol";
import {FlaskRouter} from "../../src/amm/FlaskRouter.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {FlaskMigrator} from "../../src/migration/FlaskMigrator.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {WBNB} from "../../src/token/WBNB.sol";
import {FeeOnTransferToken} from "../../src/token/testing/FeeOnTransferToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {Test} from "../utils/Test.sol";
import {IUniswapV2Factory} from "./MigrationFixture.sol";

/// Random sequences of what users do around the migrator: provide legacy liquidity, migrate it
/// (approval or permit, all or part, to themselves or someone else), trade on either exchange so the
/// prices drift apart, send the migrator stray tokens; and what the admins do: switch the protocol
/// fee of either exchange on and off. Violations are recorded in ghost flags.
contract MigrationHandler is Test {
    bytes32 internal constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    FlaskMigrator public immutable migrator;
    FlaskFactory public immutable factory;
    IUniswapV2Factory public immutable legacyFactory;
    WBNB public immutable wbnb;
    address public immutable collector;
    address public immutable legacyAdmin;
    TestToken public immutable tokenA;
    TestToken public immutable tokenB;
    TestToken public immutable tokenC;
    FeeOnTransferToken public immutable burn;

    uint256[3] internal keys = [uint256(0xA11CE), 0xB0B, 0xCA401];
    address[3] public actors;
    /// The migrated pairs: A-B (both exchanges from the start), A-C (FlaskSwap's created by the
    /// first migration), BURN-WBNB (a fee-on-transfer token against BNB).
    address[2][3] internal tokenPairs;

    /// What the migrator holds of a token because someone sent it there, until a migration pays it out.
    mapping(address token => uint256) public stray;

    bool public migratorKeptFunds;
    bool public tokensUnaccounted;
    bool public depositOffPrice;
    bool public otherHoldersLpMoved;
    bool public flaskKDecreased;
    uint256 public migrations;

    constructor(
        FlaskMigrator migrator_,
        FlaskFactory factory_,
        IUniswapV2Factory legacyFactory_,
        WBNB wbnb_,
        address collector_,
        address legacyAdmin_
    ) {
        migrator = migrator_;
        factory = factory_;
        legacyFactory = legacyFactory_;
        wbnb = wbnb_;
        collector = collector_;
        legacyAdmin = legacyAdmin_;
        tokenA = new TestToken("A", "A", 18, address(this));
        tokenB = new TestToken("B", "B", 6, address(this));
        tokenC = new TestToken("C", "C", 18, address(this));
        burn = new FeeOnTransferToken("Burn", "BURN", 200, address(this));
        tokenPairs[0] = [address(tokenA), address(tokenB)];
        tokenPairs[1] = [address(tokenA), address(tokenC)];
        tokenPairs[2] = [address(burn), address(wbnb)];
        for (uint256 i; i < keys.length; ++i) {
            actors[i] = vm.addr(keys[i]);
        }
        for (uint256 i; i < tokenPairs.length; ++i) {
            legacyFactory.createPair(tokenPairs[i][0], tokenPairs[i][1]);
            _give(tokenPairs[i][0], _legacy(i), 1_000_000e18);
            _give(tokenPairs[i][1], _legacy(i), 1_000e18);
            IFlaskPair(_legacy(i)).mint(address(this));
        }
        // FlaskSwap's A-B and BURN-WBNB start at other prices than the legacy ones.
        for (uint256 i; i < tokenPairs.length; i += 2) {
            address pair = factory.createPair(tokenPairs[i][0], tokenPairs[i][1]);
            _give(tokenPairs[i][0], pair, 2_000_000e18);
            _give(tokenPairs[i][1], pair, 3_000e18);
            IFlaskPair(pair).mint(address(this));
        }
    }

    // ------------------------------------------------------------------ actions

    function provideLegacy(uint256 actorSeed, uint256 pairSeed, uint256 amountSeed) external {
        uint256 i = pairSeed % tokenPairs.length;
        IFlaskPair legacy = IFlaskPair(_legacy(i));
        (uint256 reserve0, uint256 reserve1,) = legacy.getReserves();
        uint256 share = bound(amountSeed, 1, 1_000); // per mille of the reserves
        _give(legacy.token0(), address(legacy), reserve0 * share / 1_000 + 1);
        _give(legacy.token1(), address(legacy), reserve1 * share / 1_000 + 1);
        legacy.mint(actors[actorSeed % actors.length]);
    }

    /// What a migration is checked against, taken just before it.
    struct Before {
        address token0;
        address token1;
        uint256 legacy0;
        uint256 legacy1;
        uint256 to0;
        uint256 to1;
        uint256 stray0;
        uint256 stray1;
        uint256 k;
        uint256[3] legacyLp;
    }

    /// Migrates a share of the actor's legacy LP, pulled by approval or permit, to the actor or the next one.
    function migrate(uint256 actorSeed, uint256 pairSeed, uint256 shareBps, bool permit, bool toOther) external {
        uint256 actorIndex = actorSeed % actors.length;
        uint256 i = pairSeed % tokenPairs.length;
        IFlaskPair legacy = IFlaskPair(_legacy(i));
        uint256 legacyLp = legacy.balanceOf(actors[actorIndex]) * bound(shareBps, 1, 10_000) / 10_000;
        if (legacyLp == 0) return;
        address to = toOther ? actors[(actorIndex + 1) % actors.length] : actors[actorIndex];
        Before memory before = _before(i, legacy, to);

        (uint256 amount0, uint256 amount1, uint256 liquidity) = _migrate(actorIndex, legacy, legacyLp, to, permit);
        ++migrations;
        stray[before.token0] = 0;
        stray[before.token1] = 0;

        if (_held(before.token0, address(migrator)) != 0 || _held(before.token1, address(migrator)) != 0) {
            migratorKeptFunds = true;
        }
        if (legacy.balanceOf(address(migrator)) != 0) migratorKeptFunds = true;
        // Every unit the legacy pair paid (and any stray one) is in the FlaskSwap pair or back with `to`.
        _checkAccounted(
            before.token0,
            before.legacy0 - _held(before.token0, address(legacy)) + before.stray0,
            amount0 + _held(before.token0, to) - before.to0
        );
        _checkAccounted(
            before.token1,
            before.legacy1 - _held(before.token1, address(legacy)) + before.stray1,
            amount1 + _held(before.token1, to) - before.to1
        );
        _checkPrice(i, amount0, amount1, liquidity, before.k);
        uint256[3] memory lpAfter = _legacyHoldings(legacy);
        for (uint256 j; j < actors.length; ++j) {
            uint256 expected = j == actorIndex ? before.legacyLp[j] - legacyLp : before.legacyLp[j];
            if (lpAfter[j] != expected) otherHoldersLpMoved = true;
        }
    }

    function _before(uint256 i, IFlaskPair legacy, address to) internal view returns (Before memory b) {
        (b.token0, b.token1) = (legacy.token0(), legacy.token1());
        (b.legacy0, b.legacy1) = (_held(b.token0, address(legacy)), _held(b.token1, address(legacy)));
        (b.to0, b.to1) = (_held(b.token0, to), _held(b.token1, to));
        (b.stray0, b.stray1) = (stray[b.token0], stray[b.token1]);
        b.k = _flaskK(i);
        b.legacyLp = _legacyHoldings(legacy);
    }

    /// Sells into one pair of either exchange, so the two prices drift apart.
    function trade(uint256 pairSeed, bool legacySide, bool zeroForOne, uint256 shareBps) external {
        uint256 i = pairSeed % tokenPairs.length;
        IFlaskPair pair = IFlaskPair(legacySide ? _legacy(i) : factory.getPair(tokenPairs[i][0], tokenPairs[i][1]));
        if (address(pair) == address(0)) return;
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        address tokenIn = zeroForOne ? pair.token0() : pair.token1();
        uint256 before = IERC20(tokenIn).balanceOf(address(pair));
        _give(tokenIn, address(pair), (zeroForOne ? reserve0 : reserve1) * bound(shareBps, 1, 5_000) / 10_000 + 1);
        uint256 amountIn = IERC20(tokenIn).balanceOf(address(pair)) - before;
        uint256 out = zeroForOne
            ? _amountOut(amountIn, reserve0, reserve1, legacySide)
            : _amountOut(amountIn, reserve1, reserve0, legacySide);
        if (out == 0) return;
        pair.swap(zeroForOne ? 0 : out, zeroForOne ? out : 0, address(this), "");
    }

    /// Uniswap V2 keeps 0.3% of the input, FlaskSwap 0.25%.
    function _amountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut, bool legacySide)
        internal
        pure
        returns (uint256)
    {
        (uint256 keep, uint256 denominator) = legacySide ? (997, 1000) : (9975, 10_000);
        return amountIn * keep * reserveOut / (reserveIn * denominator + amountIn * keep);
    }

    function sendMigratorStrayTokens(uint256 tokenSeed, uint256 amount) external {
        address token = [address(tokenA), address(tokenB), address(tokenC)][tokenSeed % 3];
        amount = bound(amount, 1, 1e24);
        TestToken(token).mint(address(migrator), amount);
        stray[token] += amount;
    }

    /// The FlaskSwap fee admin switches its protocol fee on or off.
    function switchFlaskSwapFee(bool on) external {
        vm.prank(factory.feeToSetter());
        factory.setFeeTo(on ? collector : address(0));
    }

    /// The legacy exchange's admin switches its protocol fee on or off.
    function switchLegacyFee(bool on) external {
        vm.prank(legacyAdmin);
        legacyFactory.setFeeTo(on ? legacyAdmin : address(0));
    }

    // ------------------------------------------------------------------ helpers

    function _migrate(uint256 actorIndex, IFlaskPair legacy, uint256 legacyLp, address to, bool permit)
        internal
        returns (uint256, uint256, uint256)
    {
        address actor = actors[actorIndex];
        if (!permit) {
            vm.prank(actor);
            legacy.approve(address(migrator), legacyLp);
            vm.prank(actor);
            return migrator.migrate(address(legacy), legacyLp, 0, 0, to, block.timestamp);
        }
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                legacy.DOMAIN_SEPARATOR(),
                keccak256(
                    abi.encode(
                        PERMIT_TYPEHASH, actor, address(migrator), legacyLp, legacy.nonces(actor), block.timestamp
                    )
                )
            )
        );
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(keys[actorIndex], digest);
        vm.prank(actor);
        return migrator.migrateWithPermit(address(legacy), legacyLp, 0, 0, to, block.timestamp, false, v, r, s);
    }

    /// Exact for plain tokens; BURN loses its 2% on each of its transfers (out of the legacy pair, then
    /// into the FlaskSwap pair or back), and nothing more.
    function _checkAccounted(address token, uint256 paid, uint256 accounted) internal {
        bool exact = token == address(burn) ? accounted <= paid && accounted >= paid * 9604 / 10_000 : accounted == paid;
        if (!exact) tokensUnaccounted = true;
    }

    /// The deposit must match FlaskSwap's price (no gift to the pair beyond rounding) and only grow k.
    function _checkPrice(uint256 i, uint256 amount0, uint256 amount1, uint256 liquidity, uint256 kBefore) internal {
        IFlaskPair pair = IFlaskPair(factory.getPair(tokenPairs[i][0], tokenPairs[i][1]));
        if (_flaskK(i) < kBefore) flaskKDecreased = true;
        if (kBefore == 0) return; // a new pair takes all of both
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        uint256 supply = pair.totalSupply();
        // Reserves and supply after the deposit; the amounts' shares of them must agree.
        uint256 by0 = Math.mulDiv(amount0, supply, reserve0);
        uint256 by1 = Math.mulDiv(amount1, supply, reserve1);
        if (Math.max(by0, by1) - Math.min(by0, by1) > liquidity / 1e9 + 1e6) depositOffPrice = true;
    }

    function _legacyHoldings(IFlaskPair legacy) internal view returns (uint256[3] memory held) {
        for (uint256 j; j < actors.length; ++j) {
            held[j] = legacy.balanceOf(actors[j]);
        }
    }

    function _flaskK(uint256 i) internal view returns (uint256) {
        address pair = factory.getPair(tokenPairs[i][0], tokenPairs[i][1]);
        if (pair == address(0)) return 0;
        (uint256 reserve0, uint256 reserve1,) = IFlaskPair(pair).getReserves();
        return reserve0 * reserve1;
    }

    /// A token balance; WBNB counts the BNB it is paid out as.
    function _held(address token, address owner) internal view returns (uint256) {
        uint256 held = IERC20(token).balanceOf(owner);
        return token == address(wbnb) ? held + owner.balance : held;
    }

    function _legacy(uint256 i) internal view returns (address) {
        return legacyFactory.getPair(tokenPairs[i][0], tokenPairs[i][1]);
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
}

contract MigrationInvariantTest is Test {
    MigrationHandler internal handler;
    FlaskMigrator internal migrator;

    function setUp() public {
        WBNB wbnb = new WBNB();
        address feeAdmin = address(0xAD0);
        address legacyAdmin = address(0x1E6AC1);
        FlaskFactory factory = new FlaskFactory(feeAdmin);
        FlaskRouter router = new FlaskRouter(address(factory), address(wbnb));
        FeeCollector collector = new FeeCollector(router, new FlaskToken(address(this)), address(this), address(this));
        vm.prank(feeAdmin);
        factory.setFeeTo(address(collector));
        IUniswapV2Factory legacyFactory = IUniswapV2Factory(_deployUniswapFactory(legacyAdmin));
        migrator = new FlaskMigrator(factory, legacyFactory, address(wbnb));
        handler = new MigrationHandler(migrator, factory, legacyFactory, wbnb, address(collector), legacyAdmin);
        targetContract(address(handler));
    }

    function _deployUniswapFactory(address feeToSetter) internal returns (address deployed) {
        string memory json = vm.readFile("../node_modules/@uniswap/v2-core/build/UniswapV2Factory.json");
        bytes memory code = abi.encodePacked(
            vm.parseBytes(string.concat("0x", vm.parseJsonString(json, ".bytecode"))), abi.encode(feeToSetter)
        );
        assembly ("memory-safe") {
            deployed := create(0, add(code, 0x20), mload(code))
        }
    }

    function invariant_migratorHoldsOnlyStrayTokens() public view {
        assertTrue(!handler.migratorKeptFunds(), "the migrator kept funds after a migration");
        address[4] memory tokens =
            [address(handler.tokenA()), address(handler.tokenB()), address(handler.tokenC()), address(handler.burn())];
        for (uint256 i; i < tokens.length; ++i) {
            assertEq(IERC20(tokens[i]).balanceOf(address(migrator)), handler.stray(tokens[i]), "only stray tokens");
        }
        assertEq(IERC20(address(handler.wbnb())).balanceOf(address(migrator)), 0, "no WBNB");
        assertEq(address(migrator).balance, 0, "no BNB");
    }

    function invariant_everyTokenIsDepositedOrReturned() public view {
        assertTrue(!handler.tokensUnaccounted(), "a migration lost tokens");
    }

    function invariant_depositMatchesFlaskSwapsPrice() public view {
        assertTrue(!handler.depositOffPrice(), "a migration left an excess in the FlaskSwap pair");
        assertTrue(!handler.flaskKDecreased(), "a migration decreased a FlaskSwap pair's k");
    }

    function invariant_onlyTheCallersLegacyLpMoves() public view {
        assertTrue(!handler.otherHoldersLpMoved(), "a migration moved someone else's legacy LP");
    }

    /// Found by the campaign: BURN's 2% fee made the side sent second fall short, leaving the
    /// first side's excess in the FlaskSwap pair.
    function test_aFeeOnTransferSideThatFallsShortGoesFirst() public {
        handler.provideLegacy(10_643, 20, 3_000e18);
        handler.trade(type(uint256).max - 1, false, false, 1_569_511_397_916_002_767_074);
        handler.migrate(2e9, 3_734, 86_400, false, true);
        assertEq(handler.migrations(), 1, "one migration");
        invariant_depositMatchesFlaskSwapsPrice();
        invariant_everyTokenIsDepositedOrReturned();
    }

    /// The handler really migrates (a suite of reverted calls would check nothing).
    function test_handlerReallyMigrates() public {
        handler.provideLegacy(0, 0, 10);
        handler.trade(0, false, true, 300);
        handler.migrate(0, 0, 5_000, true, false);
        handler.provideLegacy(1, 2, 10);
        handler.trade(2, true, false, 300);
        handler.migrate(1, 2, 10_000, false, true);
        handler.provideLegacy(2, 1, 10);
        handler.sendMigratorStrayTokens(0, 1e18);
        handler.migrate(2, 1, 10_000, false, false);
        assertEq(handler.migrations(), 3, "three migrations");
        invariant_migratorHoldsOnlyStrayTokens();
        invariant_everyTokenIsDepositedOrReturned();
        invariant_depositMatchesFlaskSwapsPrice();
        invariant_onlyTheCallersLegacyLpMoves();
    }
}
