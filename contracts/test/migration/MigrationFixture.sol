// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {FlaskMigrator} from "../../src/migration/FlaskMigrator.sol";
import {ILegacyFactory} from "../../src/migration/interfaces/ILegacyPair.sol";
import {AmmFixture} from "../amm/AmmFixture.sol";

/// The parts of UniswapV2Factory the tests use (the legacy exchange's owner actions included).
interface IUniswapV2Factory is ILegacyFactory {
    function createPair(address tokenA, address tokenB) external returns (address pair);
    function feeToSetter() external view returns (address);
    function setFeeTo(address) external;
}

/// The FlaskSwap AMM beside a legacy exchange deployed from the published Uniswap V2 core build
/// (the exchange PancakeSwap v2 forked), and the migrator between them.
abstract contract MigrationFixture is AmmFixture {
    string internal constant UNISWAP_FACTORY_ARTIFACT = "../node_modules/@uniswap/v2-core/build/UniswapV2Factory.json";
    /// EIP-2612 permit type hash, as Uniswap V2's pair signs it.
    bytes32 internal constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    IUniswapV2Factory internal legacyFactory;
    FlaskMigrator internal migrator;
    address internal legacyAdmin = makeAddr("legacyAdmin");

    function setUp() public virtual override {
        super.setUp();
        legacyFactory = IUniswapV2Factory(deployUniswapFactory(legacyAdmin));
        vm.label(address(legacyFactory), "legacyFactory");
        migrator = new FlaskMigrator(factory, legacyFactory, address(wbnb));
        vm.label(address(migrator), "migrator");
    }

    function deployUniswapFactory(address feeToSetter) internal returns (address deployed) {
        string memory json = vm.readFile(UNISWAP_FACTORY_ARTIFACT);
        bytes memory code = abi.encodePacked(
            vm.parseBytes(string.concat("0x", vm.parseJsonString(json, ".bytecode"))), abi.encode(feeToSetter)
        );
        assembly ("memory-safe") {
            deployed := create(0, add(code, 0x20), mload(code))
        }
        require(deployed != address(0), "UniswapV2Factory deployment failed");
    }

    function legacyPairOf(address tokenX, address tokenY) internal view returns (IFlaskPair) {
        return IFlaskPair(legacyFactory.getPair(tokenX, tokenY));
    }

    /// Creates the legacy pair if needed and deposits straight into it, minting its LP to `to`.
    function legacyProvide(address tokenX, address tokenY, uint256 amountX, uint256 amountY, address to)
        internal
        returns (IFlaskPair pair, uint256 liquidity)
    {
        pair = legacyPairOf(tokenX, tokenY);
        if (address(pair) == address(0)) pair = IFlaskPair(legacyFactory.createPair(tokenX, tokenY));
        give(tokenX, address(pair), amountX);
        give(tokenY, address(pair), amountY);
        liquidity = pair.mint(to);
    }

    function approveMigrator(address user, IFlaskPair legacyPair) internal {
        vm.prank(user);
        legacyPair.approve(address(migrator), type(uint256).max);
    }

    /// `user`'s (key `key`) EIP-2612 signature letting the migrator spend `value` of its legacy LP.
    function signPermit(uint256 key, IFlaskPair legacyPair, uint256 value, uint256 deadline)
        internal
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        address owner = vm.addr(key);
        bytes32 structHash =
            keccak256(abi.encode(PERMIT_TYPEHASH, owner, address(migrator), value, legacyPair.nonces(owner), deadline));
        return vm.sign(key, keccak256(abi.encodePacked("\x19\x01", legacyPair.DOMAIN_SEPARATOR(), structHash)));
    }

    function balanceOf(address token, address owner) internal view returns (uint256) {
        return IERC20(token).balanceOf(owner);
    }

    /// Reserves of a pair ordered as (token0, token1).
    function reserves(IFlaskPair pair) internal view returns (uint256 reserve0, uint256 reserve1) {
        (reserve0, reserve1,) = pair.getReserves();
    }
}
