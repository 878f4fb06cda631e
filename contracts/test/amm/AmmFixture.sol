// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FeeCollector} from "../../src/amm/FeeCollector.sol";
import {FlaskFactory} from "../../src/amm/FlaskFactory.sol";
import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {FlaskRouter} from "../../src/amm/FlaskRouter.sol";
import {FlaskSplitRouter} from "../../src/amm/FlaskSplitRouter.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {WBNB} from "../../src/token/WBNB.sol";
import {FeeOnTransferToken} from "../../src/token/testing/FeeOnTransferToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {Test} from "../utils/Test.sol";

/// The whole AMM as the devnet deploys it: WBNB, FLASK, factory with the fee collector as
/// `feeTo`, router, split router, and a few plain test tokens.
abstract contract AmmFixture is Test {
    uint256 internal constant FOREVER = type(uint256).max;

    address internal admin = makeAddr("admin");
    address internal treasury = makeAddr("treasury");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    WBNB internal wbnb;
    FlaskToken internal flask;
    FlaskFactory internal factory;
    FlaskRouter internal router;
    FlaskSplitRouter internal splitRouter;
    FeeCollector internal collector;
    TestToken internal tokenA;
    TestToken internal tokenB;
    TestToken internal tokenC;

    function setUp() public virtual {
        wbnb = new WBNB();
        flask = new FlaskToken(admin);
        factory = new FlaskFactory(admin);
        router = new FlaskRouter(address(factory), address(wbnb));
        splitRouter = new FlaskSplitRouter(address(factory), address(wbnb));
        collector = new FeeCollector(router, flask, treasury, admin);
        vm.startPrank(admin);
        factory.setFeeTo(address(collector));
        flask.grantRole(flask.MINTER_ROLE(), admin);
        vm.stopPrank();
        tokenA = newToken("Token A", "A", 18);
        tokenB = newToken("Token B", "B", 18);
        tokenC = newToken("Token C", "C", 18);
        vm.label(address(factory), "factory");
        vm.label(address(router), "router");
        vm.label(address(splitRouter), "splitRouter");
        vm.label(address(collector), "collector");
    }

    function newToken(string memory name, string memory symbol, uint8 decimals) internal returns (TestToken token) {
        token = new TestToken(name, symbol, decimals, address(this));
        vm.label(address(token), symbol);
    }

    function newFeeOnTransferToken(uint256 feeBps) internal returns (FeeOnTransferToken token) {
        token = new FeeOnTransferToken("Burn Token", "BURN", feeBps, address(this));
        vm.label(address(token), "BURN");
    }

    /// Mints (or deals) `amount` of any fixture token to `to`.
    function give(address token, address to, uint256 amount) internal {
        if (token == address(flask)) {
            vm.prank(admin);
            flask.mint(to, amount);
        } else if (token == address(wbnb)) {
            vm.deal(address(this), amount);
            wbnb.deposit{value: amount}();
            wbnb.transfer(to, amount);
        } else {
            TestToken(token).mint(to, amount);
        }
    }

    function pairOf(address tokenX, address tokenY) internal view returns (FlaskPair) {
        return FlaskPair(factory.getPair(tokenX, tokenY));
    }

    /// Creates the pair if needed and deposits straight into it (no router), minting to `to`.
    function provide(address tokenX, address tokenY, uint256 amountX, uint256 amountY, address to)
        internal
        returns (FlaskPair pair, uint256 liquidity)
    {
        pair = pairOf(tokenX, tokenY);
        if (address(pair) == address(0)) pair = FlaskPair(factory.createPair(tokenX, tokenY));
        give(tokenX, address(pair), amountX);
        give(tokenY, address(pair), amountY);
        liquidity = pair.mint(to);
    }

    function approveRouter(address user, address token) internal {
        vm.prank(user);
        IERC20(token).approve(address(router), type(uint256).max);
    }

    /// Reserves ordered as (tokenX, tokenY).
    function reservesOf(address tokenX, address tokenY) internal view returns (uint256 reserveX, uint256 reserveY) {
        (uint112 reserve0, uint112 reserve1,) = pairOf(tokenX, tokenY).getReserves();
        (reserveX, reserveY) = tokenX < tokenY ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// The formula from SPEC §9: 0.25% of the input stays in the pool.
    function expectedOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) internal pure returns (uint256) {
        return amountIn * 9975 * reserveOut / (reserveIn * 10_000 + amountIn * 9975);
    }

    function sqrt(uint256 x) internal pure returns (uint256 y) {
        if (x == 0) return 0;
        uint256 z = (x + 1) / 2;
        y = x;
        while (z < y) {
            y = z;
            z = (x / z + z) / 2;
        }
    }
}
